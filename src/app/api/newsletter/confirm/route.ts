// Double opt-in, step two. GET (the link in an older e-mail) only shows the confirm page; the
// page's button POSTs here (decision 016). Other methods: 405 with Allow.
import { routeMethods } from "@/server/http/methods";
import { confirmEndpoint, confirmPage } from "@/server/http/newsletter-token";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  GET: confirmPage,
  POST: confirmEndpoint,
});
