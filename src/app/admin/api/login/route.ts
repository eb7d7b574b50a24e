// POST /admin/api/login: the login form; starts a session or counts a failure (issue 6).
export { handleLogin as POST } from "@/server/admin/handlers/login";
