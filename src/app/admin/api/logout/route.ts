// POST /admin/api/logout: ends the session.
export { handleLogout as POST } from "@/server/admin/handlers/login";
