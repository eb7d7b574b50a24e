// POST /api/waitlist at a steady rate: one request every 1000/rate ms (open loop), latency
// measured from when each request was due, so a stall is not hidden by requests never sent.
// autocannon's overallRate sends each connection's share as a burst at the start of every
// second instead, which measures 200-request bursts rather than a rate.
import http from "node:http";

import { BENCH_EMAIL_PREFIX, submissionBody } from "./submissions.mjs";

let sequence = 0;

function postOnce(agent, url, email) {
  const body = submissionBody(email);
  return new Promise((resolve) => {
    const request = http.request(
      `${url}/api/waitlist`,
      {
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode));
      },
    );
    request.on("error", () => resolve(0));
    request.on("timeout", () => request.destroy());
    request.end(body);
  });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function benchPaced(url, { rate = 200, duration = 10 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
  const interval = 1000 / rate;
  const total = Math.round(rate * duration);
  const latencies = [];
  const acceptedEmails = [];
  let errors = 0;
  let non2xx = 0;
  const started = performance.now();
  const inFlight = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const email = `${BENCH_EMAIL_PREFIX}p${(sequence += 1)}@example.co.uk`;
    inFlight.push(
      postOnce(agent, url, email).then((status) => {
        latencies.push(performance.now() - due);
        if (status === 201) acceptedEmails.push(email);
        else if (status === 0) errors += 1;
        else non2xx += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: total / ((performance.now() - started) / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    ok: acceptedEmails.length,
    non2xx,
    errors,
    acceptedEmails,
  };
}
