// GET /api/health: database reachable, outbox backlog; 503 while the database is unreachable.
import { checkHealth } from "@/server/health";
import { routeMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

async function health() {
  const health = await checkHealth();
  return Response.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: health });
