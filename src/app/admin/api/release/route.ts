// POST /admin/api/release: counts a quarantined record after all (decision 005).
import { routeMethods } from "@/server/http/methods";
import { handleRelease } from "@/server/admin/handlers/changes";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleRelease,
});
