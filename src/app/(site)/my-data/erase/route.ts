// POST /my-data/erase: deletes everything about the link's address, after the confirmation step.
import { routeMethods } from "@/server/http/methods";
import { handleErasure } from "@/server/people/handlers";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleErasure,
});
