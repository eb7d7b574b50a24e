/**
 * A page under each top-level layout: the public layout, the blog list's own, the admin console,
 * the dashboard preview and the global 404 page each import their stylesheet themselves, and are
 * served prerendered or per request (a new top-level layout adds one of its pages here).
 */
export const pageUnderEachLayout = [
  "/",
  "/locations/leeds",
  "/signup",
  "/blog",
  "/admin/login",
  "/dashboard-mvp",
  "/no-such-page",
];
