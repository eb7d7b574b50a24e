// POST /admin/api/founders/invite: invite the next N founders, in place order (decision 088).
import { handleInviteFounders } from "@/server/admin/handlers/founders";
import { routeMethods } from "@/server/http/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleInviteFounders,
});
