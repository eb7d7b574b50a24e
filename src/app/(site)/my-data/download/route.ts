// GET /my-data/download?token=: everything held about the link's address, as a JSON attachment.
import { downloadPersonalData } from "@/server/people/download";

export const dynamic = "force-dynamic";

export const GET = downloadPersonalData;
