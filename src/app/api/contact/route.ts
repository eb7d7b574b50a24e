// POST /api/contact: send the founders a message (JSON or form-encoded).
import { submissionEndpoint } from "@/server/http/submission-endpoint";
import { submitContact } from "@/server/submissions/submit";

export const POST = submissionEndpoint(submitContact);
