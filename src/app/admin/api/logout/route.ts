// POST /admin/api/logout: ends the session.
import { routeMethods } from "@/server/http/methods";
import { handleLogout } from "@/server/admin/handlers/login";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleLogout,
});
