// GET /api/newsletter/confirm?token=: double opt-in, step two (the link in the confirmation e-mail).
import { routeMethods } from "@/server/http/methods";
import { confirmEndpoint } from "@/server/http/newsletter-token";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  GET: confirmEndpoint,
});
