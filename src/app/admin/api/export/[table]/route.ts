// GET /admin/api/export/{waitlist|contact|newsletter}: the filtered list as a CSV download.
export { handleExport as GET } from "@/server/admin/handlers/export";
