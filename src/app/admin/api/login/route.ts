// POST /admin/api/login: the login form; starts a session or counts a failure.
import { routeMethods } from "@/server/http/methods";
import { handleLogin } from "@/server/admin/handlers/login";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handleLogin });
