// POST /admin/api/waitlist/resend: send a sign-up's confirmation e-mail again.
import { handleResendConfirmation } from "@/server/admin/handlers/record-actions";
import { routeMethods } from "@/server/http/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleResendConfirmation,
});
