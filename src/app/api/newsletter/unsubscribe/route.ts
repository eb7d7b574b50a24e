// GET /api/newsletter/unsubscribe?token=: one-click unsubscribe; POST for mail clients (RFC 8058).
import { unsubscribeEndpoint } from "@/server/http/newsletter-token";

export const GET = unsubscribeEndpoint;
export const POST = unsubscribeEndpoint;
