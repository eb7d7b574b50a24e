/**
 * Every route handler under src/app, by its path as a visitor writes it (route groups left out),
 * with the methods it serves and, where the path has a parameter or needs a query, the address to
 * ask it at. Any other method gets a 405 naming these. The methods test
 * fails when a route file is missing here, so the fault suite's fuzz, which reads the same table,
 * covers it.
 */
export const routeTable: Record<string, { served: string[]; address?: string }> = {
  "/api/waitlist": { served: ["POST"] },
  "/api/contact": { served: ["POST"] },
  "/api/newsletter": { served: ["POST"] },
  "/api/beacon": { served: ["POST"] },
  "/api/consent": { served: ["POST"] },
  "/api/newsletter/confirm": {
    served: ["GET", "HEAD", "POST"],
    address: "/api/newsletter/confirm?token=x",
  },
  "/api/waitlist/confirm": {
    served: ["GET", "HEAD", "POST"],
    address: "/api/waitlist/confirm?token=x",
  },
  "/api/newsletter/unsubscribe": {
    served: ["GET", "HEAD", "POST"],
    address: "/api/newsletter/unsubscribe?token=x",
  },
  "/api/launch-news/unsubscribe": {
    served: ["GET", "HEAD", "POST"],
    address: "/api/launch-news/unsubscribe?token=x",
  },
  "/api/health": { served: ["GET", "HEAD"] },
  "/api/founder-codes/redeem": { served: ["POST"] },
  "/api/mail-events": { served: ["POST"] },
  "/blog/rss.xml": { served: ["GET", "HEAD"] },
  "/.well-known/security.txt": { served: ["GET", "HEAD"] },
  "/my-data/download": { served: ["GET", "HEAD"], address: "/my-data/download?token=x" },
  "/my-data/erase": { served: ["POST"] },
  "/my-data/correct": { served: ["POST"] },
  "/my-data/unsubscribe": { served: ["POST"] },
  "/my-data/suppression": { served: ["POST"] },
  "/admin/api/login": { served: ["POST"] },
  "/admin/api/logout": { served: ["POST"] },
  "/admin/api/erase": { served: ["POST"] },
  "/admin/api/release": { served: ["POST"] },
  "/admin/api/outbox/retry": { served: ["POST"] },
  "/admin/api/founders/invite": { served: ["POST"] },
  "/admin/api/waitlist/resend": { served: ["POST"] },
  "/admin/api/contact/answered": { served: ["POST"] },
  "/admin/api/notes": { served: ["POST"] },
  "/admin/api/export/[table]": { served: ["GET", "HEAD"], address: "/admin/api/export/waitlist" },
  "/admin/api/campaigns/[action]": { served: ["POST"], address: "/admin/api/campaigns/pause" },
};

/** The address to ask a route at. */
export const routeAddress = (route: string) => routeTable[route]?.address ?? route;
