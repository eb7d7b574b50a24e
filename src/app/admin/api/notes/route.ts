// POST /admin/api/notes: add the founders' note to a record.
import { handleAddNote } from "@/server/admin/handlers/record-actions";
import { routeMethods } from "@/server/http/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleAddNote,
});
