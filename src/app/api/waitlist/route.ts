// POST /api/waitlist: join the founder's waitlist (JSON or form-encoded; spec column names).
import { submissionEndpoint } from "@/server/http/submission-endpoint";
import { submitWaitlist } from "@/server/submissions/submit";

export const POST = submissionEndpoint(submitWaitlist);
