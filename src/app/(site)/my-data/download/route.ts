// GET /my-data/download?token=: everything held about the link's address, as a JSON attachment.
import { routeMethods } from "@/server/http/methods";
import { downloadPersonalData } from "@/server/people/download";

export const dynamic = "force-dynamic";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  GET: downloadPersonalData,
});
