// POST /my-data/correct: corrects one waitlist entry of the link's address, then back to the page.
export { handleCorrection as POST } from "@/server/people/handlers";
