// POST /admin/api/release: counts a quarantined record after all (decision 005).
export { handleRelease as POST } from "@/server/admin/handlers/changes";
