// POST /admin/api/outbox/retry: puts a failed notification back in the queue.
import { routeMethods } from "@/server/http/methods";
import { handleRetry } from "@/server/admin/handlers/changes";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handleRetry });
