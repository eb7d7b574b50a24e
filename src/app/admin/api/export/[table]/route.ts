// GET /admin/api/export/{waitlist|contact|newsletter}: the filtered list as a CSV download.
import { routeMethods } from "@/server/http/methods";
import { handleExport } from "@/server/admin/handlers/export";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleExport });
