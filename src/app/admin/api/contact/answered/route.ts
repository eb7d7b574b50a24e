// POST /admin/api/contact/answered: mark a contact message answered, or not.
import { handleMarkAnswered } from "@/server/admin/handlers/record-actions";
import { routeMethods } from "@/server/http/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleMarkAnswered,
});
