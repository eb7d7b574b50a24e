// POST /my-data/unsubscribe: ends the link's address's newsletter subscription, nothing else.
import { routeMethods } from "@/server/http/methods";
import { handleUnsubscribe } from "@/server/people/handlers";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleUnsubscribe,
});
