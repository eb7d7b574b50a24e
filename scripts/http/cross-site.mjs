// Refuses state-changing requests another site makes on a visitor's behalf, before Next.js sees
// them: Server Action form posts would otherwise end in Next's own check as a 500 and an error in
// the log. The same rule as the JSON endpoints' assertSameOrigin (src/server/http/request.ts):
// browsers mark such requests with Sec-Fetch-Site or an Origin that is not ours; programmatic
// clients send neither and pass.
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSite(req) {
  if (SAFE_METHODS.has(req.method ?? "GET")) return false;
  const fetchSite = req.headers["sec-fetch-site"];
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  // A page sent with `Referrer-Policy: no-referrer` (a person's own page, /my-data/view) makes
  // the browser send `Origin: null` on its own form posts; Sec-Fetch-Site, which no page can set,
  // still says whether the post came from our origin.
  if (origin === "null") return fetchSite !== "same-origin";
  const host = req.headers["x-forwarded-host"] ?? req.headers.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export function refuseCrossSite(res) {
  res.writeHead(403, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ status: "error", message: "Cross-site requests are not allowed" }));
}
