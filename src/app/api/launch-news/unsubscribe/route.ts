// Leave launch news. GET only shows the page with the button; POST leaves: the page's button, and
// mail clients' RFC 8058 one-click POST to the List-Unsubscribe URL. Other methods: 405 with Allow.
import { routeMethods } from "@/server/http/methods";
import { leaveEndpoint, leavePage } from "@/server/http/launch-news-token";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  GET: leavePage,
  POST: leaveEndpoint,
});
