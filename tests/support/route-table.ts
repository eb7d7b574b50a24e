/** The routes that take a post and nothing else, each at its own path. */
const postOnlyRoutes = [
  "/api/waitlist",
  "/api/contact",
  "/api/newsletter",
  "/api/beacon",
  "/api/consent",
  "/api/founder-codes/redeem",
  "/api/mail-events",
  "/my-data/erase",
  "/my-data/correct",
  "/my-data/unsubscribe",
  "/my-data/suppression",
  "/admin/api/login",
  "/admin/api/logout",
  "/admin/api/erase",
  "/admin/api/release",
  "/admin/api/outbox/retry",
  "/admin/api/founders/invite",
  "/admin/api/waitlist/resend",
  "/admin/api/contact/answered",
  "/admin/api/notes",
];

/**
 * The routes an e-mail's link opens: asked at with its token, each only shows a page, whose button
 * posts back to it.
 */
const emailedLinkRoutes = [
  "/api/newsletter/confirm",
  "/api/waitlist/confirm",
  "/api/newsletter/unsubscribe",
  "/api/launch-news/unsubscribe",
];

/**
 * Every route handler under src/app, by its path as a visitor writes it (route groups left out),
 * with the methods it serves and, where the path has a parameter or needs a query, the address to
 * ask it at. Any other method gets a 405 naming these. The methods test
 * fails when a route file is missing here, so the fault suite's fuzz, which reads the same table,
 * covers it.
 */
export const routeTable: Record<string, { served: string[]; address?: string }> = {
  ...Object.fromEntries(postOnlyRoutes.map((route) => [route, { served: ["POST"] }])),
  ...Object.fromEntries(
    emailedLinkRoutes.map((route) => [
      route,
      { served: ["GET", "HEAD", "POST"], address: `${route}?token=x` },
    ]),
  ),
  "/api/health": { served: ["GET", "HEAD"] },
  "/blog/rss.xml": { served: ["GET", "HEAD"] },
  "/.well-known/security.txt": { served: ["GET", "HEAD"] },
  "/my-data/download": { served: ["GET", "HEAD"], address: "/my-data/download?token=x" },
  "/admin/api/export/[table]": { served: ["GET", "HEAD"], address: "/admin/api/export/waitlist" },
  "/admin/api/campaigns/[action]": { served: ["POST"], address: "/admin/api/campaigns/pause" },
};

/** The address to ask a route at. */
export const routeAddress = (route: string) => routeTable[route]?.address ?? route;
