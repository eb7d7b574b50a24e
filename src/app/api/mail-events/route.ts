// POST /api/mail-events: bounces and complaints from the mail provider (decision 090).
import { routeMethods } from "@/server/http/methods";
import { mailEventsEndpoint } from "@/server/mail-events/endpoint";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: mailEventsEndpoint(),
});
