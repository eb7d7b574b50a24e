// GET /api/newsletter/confirm?token=: double opt-in, step two (the link in the confirmation e-mail).
import { confirmEndpoint } from "@/server/http/newsletter-token";

export const GET = confirmEndpoint;
