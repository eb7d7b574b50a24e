// POST /my-data/suppression: takes the link's mailbox off the do-not-mail list, nothing else.
import { routeMethods } from "@/server/http/methods";
import { handleLiftSuppression } from "@/server/people/handlers";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleLiftSuppression,
});
