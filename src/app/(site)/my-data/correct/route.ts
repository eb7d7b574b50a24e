// POST /my-data/correct: corrects one waitlist entry of the link's address, then back to the page.
import { routeMethods } from "@/server/http/methods";
import { handleCorrection } from "@/server/people/handlers";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleCorrection,
});
