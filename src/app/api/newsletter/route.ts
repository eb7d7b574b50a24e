// POST /api/newsletter: subscribe an e-mail address (double opt-in: a confirmation link is sent).
// The newsletter box posts here without JavaScript and lands on a page saying what happened.
import { routeMethods } from "@/server/http/methods";
import { submissionEndpoint } from "@/server/http/submission-endpoint";
import { subscribeNewsletter } from "@/server/submissions/submit";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: submissionEndpoint(subscribeNewsletter, {
    pages: {
      ok: "/newsletter/pending",
      invalid: "/newsletter/invalid-email",
      rate_limited: "/newsletter/rate-limited",
      throttled: "/newsletter/rate-limited",
      failed: "/newsletter/error",
    },
  }),
});
