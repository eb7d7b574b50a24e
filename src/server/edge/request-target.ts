/**
 * The request target in origin form ("/path?query"), or null when the request must be refused.
 * HTTP/1.1 lets a client send an absolute URL as the target (`GET http://evil.test/admin`); Next
 * would then take the authority from it and could redirect to evil.test. One
 * that names the Host we were sent is reduced to its path; any other authority is refused.
 */
export function originFormTarget(target: string | undefined, host: string | undefined) {
  if (!target) return null;
  if (target.startsWith("/")) return target;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!host || url.host.toLowerCase() !== host.trim().toLowerCase()) return null;
  return `${url.pathname}${url.search}`;
}
