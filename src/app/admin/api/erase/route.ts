// POST /admin/api/erase: erases everything about one e-mail address, after the confirmation step.
import { routeMethods } from "@/server/http/methods";
import { handleErase } from "@/server/admin/handlers/changes";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handleErase });
