// POST /my-data/erase: deletes everything about the link's address, after the confirmation step.
export { handleErasure as POST } from "@/server/people/handlers";
