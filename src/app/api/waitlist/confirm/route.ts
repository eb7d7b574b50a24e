// POST /api/waitlist/confirm: the confirm page's button; the only thing that confirms an address
// and assigns a founder place (decision 016). GET only shows that page.
import { waitlistConfirmEndpoint, waitlistConfirmPage } from "@/server/http/waitlist-confirm";

export const GET = waitlistConfirmPage;
export const POST = waitlistConfirmEndpoint;
