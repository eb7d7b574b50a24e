// POST /api/contact: send the founders a message (JSON or form-encoded).
import { routeMethods } from "@/server/http/methods";
import { submissionEndpoint } from "@/server/http/submission-endpoint";
import { submitContact } from "@/server/submissions/submit";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: submissionEndpoint(submitContact),
});
