// GET /.well-known/security.txt: where to report a weakness in the site (RFC 9116). Written per
// request (four lines), so its Expires date is always ahead of the reader.
import { emails } from "@/content/site";
import { renderSecurityTxt } from "@/lib/security-txt";
import { absoluteUrl } from "@/lib/site-config";
import { routeMethods } from "@/server/http/methods";

export const dynamic = "force-dynamic";

function securityTxt() {
  const text = renderSecurityTxt({
    contact: emails.support,
    canonical: absoluteUrl("/.well-known/security.txt"),
    now: new Date(),
  });
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: securityTxt });
