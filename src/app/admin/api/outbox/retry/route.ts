// POST /admin/api/outbox/retry: puts a failed notification back in the queue.
export { handleRetry as POST } from "@/server/admin/handlers/changes";
