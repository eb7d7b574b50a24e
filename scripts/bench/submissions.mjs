// Load with autocannon: POST /api/waitlist with a distinct address per request, or GET a page;
// at a number of connections for a duration, or at a fixed overall rate.
import autocannon from "autocannon";

let sequence = 0;
/** The address prefix of every bench submission, for counting what was stored. */
export const BENCH_EMAIL_PREFIX = `bench.${process.pid}.${Date.now()}.`;

/** A valid waitlist body for this address: every bench sends the same sign-up. */
export const submissionBody = (email) =>
  JSON.stringify({
    name: "Bench Mark",
    email,
    company: "Bench Ltd",
    trade: "plumber",
    company_size: "6-20",
    interested_plan: "professional",
    back_office_users: 2,
    field_users: 5,
  });

function summary(result) {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * `overallRate` (requests per second across all connections) turns on a fixed rate. Returns the
 * addresses answered 201 too, so the caller can check each one was stored.
 */
export async function benchSubmissions(url, { connections = 50, duration = 10, overallRate } = {}) {
  const acceptedEmails = [];
  const result = await autocannon({
    url: `${url}/api/waitlist`,
    method: "POST",
    connections,
    duration,
    ...(overallRate ? { overallRate } : {}),
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request, context) => {
          context.email = `${BENCH_EMAIL_PREFIX}${(sequence += 1)}@example.co.uk`;
          return { ...request, body: submissionBody(context.email) };
        },
        onResponse: (status, _body, context) => {
          if (status === 201) acceptedEmails.push(context.email);
        },
      },
    ],
  });
  return { ...summary(result), acceptedEmails };
}

/** What Chromium asks for: the edge answers it with the page's kept brotli (decisions 035, 037). */
export const BROWSER_ENCODING = "gzip, deflate, br, zstd";

export async function benchPage(
  url,
  path = "/",
  { connections = 50, duration = 10, acceptEncoding = "gzip" } = {},
) {
  // gzip alone (a client without brotli): Next compresses every response anew.
  const result = await autocannon({
    url: `${url}${path}`,
    connections,
    duration,
    headers: { "accept-encoding": acceptEncoding },
  });
  return summary(result);
}
