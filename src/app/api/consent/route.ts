// POST /api/consent: the proof of one cookie-banner choice (version, categories, time, visit id).
import { consentPost } from "@/server/http/consent-endpoint";
import { routeMethods } from "@/server/http/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: consentPost,
});
