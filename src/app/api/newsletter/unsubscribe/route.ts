// Unsubscribe. GET only shows the page with the button; POST unsubscribes: the page's button, and
// mail clients' RFC 8058 one-click POST to the List-Unsubscribe URL. Other methods: 405 with Allow.
import { routeMethods } from "@/server/http/methods";
import { unsubscribeEndpoint, unsubscribePage } from "@/server/http/newsletter-token";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  GET: unsubscribePage,
  POST: unsubscribeEndpoint,
});
