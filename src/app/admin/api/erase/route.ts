// POST /admin/api/erase: erases everything about one e-mail address, after the confirmation step.
export { handleErase as POST } from "@/server/admin/handlers/changes";
