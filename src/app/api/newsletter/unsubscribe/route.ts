// Unsubscribe. GET only shows the page with the button; POST unsubscribes: the page's button, and
// mail clients' RFC 8058 one-click POST to the List-Unsubscribe URL.
import { unsubscribeEndpoint, unsubscribePage } from "@/server/http/newsletter-token";

export const GET = unsubscribePage;
export const POST = unsubscribeEndpoint;
