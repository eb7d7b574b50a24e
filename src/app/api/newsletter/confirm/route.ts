// Double opt-in, step two. GET (the link in an older e-mail) only shows the confirm page; the
// page's button POSTs here (decision 016).
import { confirmEndpoint, confirmPage } from "@/server/http/newsletter-token";

export const GET = confirmPage;
export const POST = confirmEndpoint;
