// POST /api/waitlist: join the founder's waitlist (JSON or form-encoded; spec column names).
import { routeMethods } from "@/server/http/methods";
import { submissionEndpoint } from "@/server/http/submission-endpoint";
import { submitWaitlist } from "@/server/submissions/submit";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: submissionEndpoint(submitWaitlist),
});
