// GET /api/newsletter/unsubscribe?token=: one-click unsubscribe; POST for mail clients (RFC 8058).
import { routeMethods } from "@/server/http/methods";
import { unsubscribeEndpoint } from "@/server/http/newsletter-token";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  GET: unsubscribeEndpoint,
  POST: unsubscribeEndpoint,
});
