/**
 * Malformed request bodies for the JSON/form endpoints, deterministic (seeded). Every body is
 * invalid by construction: whatever else a case does, its "anchor" breaks a required field in a
 * way no schema can accept, so any 2xx, and any stored row, is a bug.
 */
export interface MalformedRequest {
  kind: string;
  contentType: string | null;
  body: string;
}

export type Endpoint = "waitlist" | "contact" | "newsletter";

const valid: Record<Endpoint, Record<string, unknown>> = {
  waitlist: {
    name: "Mal Formed",
    email: "mal@example.co.uk",
    company: "Malformed Ltd",
    trade: "roofer",
    company_size: "1-5",
    interested_plan: "starter",
    back_office_users: 1,
    field_users: 0,
  },
  contact: { name: "Mal Formed", email: "mal@example.co.uk", message: "Hello" },
  newsletter: { email: "mal@example.co.uk" },
};

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const weird = [
  "",
  "   ",
  "\u0000",
  "\u200b\u200b",
  "\u202eevil\u202c",
  "😀".repeat(50),
  "Ω≈ç√∫",
  "<script>alert(1)</script>",
  "'; drop table waitlist_submissions; --",
  "%00%ff",
  "\ud800",
];
const wrongTypes = [0, -1, 1e308, true, false, null, [], [1, 2], {}, { nested: "x" }];

/** Breaks one required field beyond repair: the case stays invalid whatever else happens. */
function anchor(body: Record<string, unknown>, pick: () => number) {
  const options: [string, unknown][] = [
    ["email", "not-an-address"],
    ["email", "a@"],
    ["email", 12345],
    ["email", null],
    ["email", "x".repeat(300) + "@example.co.uk"],
  ];
  if ("trade" in body) options.push(["trade", "astronaut"], ["company_size", "9000"]);
  if ("interested_plan" in body) options.push(["interested_plan", ["starter", "enterprise"]]);
  if ("back_office_users" in body) options.push(["back_office_users", "abc"]);
  if ("message" in body) options.push(["message", ""], ["message", "m".repeat(6000)]);
  const [key, value] = options[Math.floor(pick() * options.length)]!;
  if (value === null && pick() < 0.5) delete body[key];
  else body[key] = value;
}

function deep(depth: number, open: string, close: string, inner = "1") {
  return open.repeat(depth) + inner + close.repeat(depth);
}

export function malformedRequests(endpoint: Endpoint, count: number, seed = 7): MalformedRequest[] {
  const pick = random(seed);
  const choose = <T>(list: readonly T[]) => list[Math.floor(pick() * list.length)]!;
  const fields = Object.keys(valid[endpoint]);
  const json = "application/json";
  const cases: (() => MalformedRequest)[] = [
    () => {
      const body = { ...valid[endpoint] };
      body[choose(fields)] = choose(wrongTypes);
      anchor(body, pick);
      return { kind: "wrong types", contentType: json, body: JSON.stringify(body) };
    },
    () => {
      const body = { ...valid[endpoint] };
      body[choose(fields)] = "A".repeat(1_000 + Math.floor(pick() * 28_000));
      anchor(body, pick);
      return { kind: "huge string", contentType: json, body: JSON.stringify(body) };
    },
    () => ({
      kind: "over 32 KB",
      contentType: json,
      body: JSON.stringify({
        ...valid[endpoint],
        name: "B".repeat(33_000 + Math.floor(pick() * 50_000)),
      }),
    }),
    () => {
      const depth = 100 + Math.floor(pick() * 9_000);
      const nested = pick() < 0.5 ? deep(depth, "[", "]") : deep(depth, '{"a":', "}");
      const body = { ...valid[endpoint], [choose(fields)]: "__DEEP__" };
      anchor(body, pick);
      const text = JSON.stringify(body).replace('"__DEEP__"', nested);
      return { kind: "deep nesting", contentType: json, body: text };
    },
    () => {
      const body = { ...valid[endpoint] };
      for (const field of fields) if (pick() < 0.5) body[field] = choose(weird);
      anchor(body, pick);
      return { kind: "unicode", contentType: json, body: JSON.stringify(body) };
    },
    () => {
      const body = { ...valid[endpoint] };
      anchor(body, pick);
      const text = JSON.stringify(body).slice(1, -1);
      const poison = choose([
        '"__proto__":{"isAdmin":true,"status":"ok"}',
        '"constructor":{"prototype":{"polluted":true}}',
        '"__proto__":[1,2,3]',
        '"prototype":null',
        '"__proto__":{"__proto__":{"x":1}}',
      ]);
      return { kind: "__proto__ keys", contentType: json, body: `{${poison},${text}}` };
    },
    () => ({
      kind: "wrong content type",
      contentType: choose([
        "text/plain",
        "text/plain;charset=UTF-8",
        "multipart/form-data; boundary=x",
        "application/xml",
        "application/json-patch+json",
        null,
      ]),
      body: JSON.stringify(valid[endpoint]),
    }),
    () => ({
      kind: "broken JSON",
      contentType: json,
      body: choose([
        "",
        "{",
        '{"email":',
        "{'email':'a@b.co'}",
        '{"email":"a@b.co",}',
        "NaN",
        "null",
        "[]",
        "123",
        '"text"',
        "\ufeff{}",
        '{"email":"\\ud800"',
        JSON.stringify(valid[endpoint]).slice(0, -2),
      ]),
    }),
    () => {
      const body = { ...valid[endpoint] };
      anchor(body, pick);
      const params = Object.entries(body)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
        .join("&");
      // A repeated key: the last one counts, and it is invalid too.
      const extra = choose(["&email=still-not-an-address", "&email[]=x", "&%ZZ=1", "&=", "&&&"]);
      return {
        kind: "form-encoded",
        contentType: "application/x-www-form-urlencoded",
        body: params + extra,
      };
    },
  ];
  return Array.from({ length: count }, (_, index) => cases[index % cases.length]!());
}

/**
 * A request outside the JSON endpoints' bodies: a page or a file asked for in a way no browser of
 * ours would (section 6). `then` sends a second request on the same keep-alive
 * connection, which must be answered: a 413 that resets the connection loses whatever the client
 * sends next on it (a sign-up, say).
 */
export interface OddRequest {
  kind: string;
  method: string;
  target: string;
  headers?: Record<string, string>;
  body?: Buffer;
  then?: boolean;
  /** The answer must carry Allow (a 405 for a file). */
  allow?: boolean;
  /** Text the request carries that must reach no log line. */
  secret?: string;
}

const badEncodings = [
  "%ff",
  "%ff%fe",
  "%zz",
  "%",
  "%e2%82",
  "%c0%af",
  "%ed%a0%80",
  "%%",
  "%f",
  "a%",
];
const pages = ["/", "/signup", "/signup/plan/starter", "/contact", "/my-data", "/locations/leeds"];

function multipart(fields: [string, string][], boundary = "x"): Buffer {
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
}

/**
 * Every shape, for pages, files and (the oversized bodies) the API. `script` is one of the build's
 * scripts (/_next/static/chunks/...js), `article` one blog post's path.
 */
export function oddRequests(script: string, article: string): OddRequest[] {
  const requests: OddRequest[] = [];
  // Paths whose percent-encoding does not decode: a 400 or 404, as for any unknown address.
  for (const prefix of ["/blog/", "/locations/", "/signup/plan/", "/", "/contact/", "/my-data/"]) {
    for (const encoding of badEncodings) {
      for (const method of ["GET", "HEAD"]) {
        requests.push({ kind: "bad encoding", method, target: `${prefix}${encoding}` });
      }
    }
  }
  requests.push({ kind: "bad encoding", method: "GET", target: `${article}%ff?x=1` });
  // Every method but GET and HEAD on a file: 405 with Allow.
  const files = ["/favicon.ico", "/icon.svg", script, "/apple-touch-icon.png", "/robots.txt"];
  for (const target of files) {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      requests.push({ kind: "method on a file", method, target, allow: true });
    }
  }
  // Multipart posts to pages that are not a form action, or are but with a broken body.
  const email = "jane.doe@example.com";
  const bodies: [string, Buffer, string?][] = [
    ["fields, no action", multipart([["name", "x"]])],
    ["an action id that is an address", multipart([[`$ACTION_ID_${email}`, ""]]), email],
    ["an unknown action id", multipart([[`$ACTION_ID_${"0".repeat(42)}`, ""]])],
    ["no parts", Buffer.from("--x--\r\n")],
    ["garbage", Buffer.from("garbage\r\n\r\n--y\r\n")],
    ["unterminated", Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb')],
  ];
  for (const target of [...pages, article]) {
    for (const [kind, body, secret] of bodies) {
      const headers = { "content-type": "multipart/form-data; boundary=x" };
      requests.push({ kind: `multipart: ${kind}`, method: "POST", target, headers, body, secret });
    }
    requests.push({
      kind: "multipart: no boundary",
      method: "POST",
      target,
      headers: { "content-type": "multipart/form-data" },
      body: multipart([["name", "x"]]),
    });
    // A Server Action's header that names no action of ours, in text a log could echo.
    for (const type of ["text/plain;charset=UTF-8", "multipart/form-data; boundary=x"]) {
      requests.push({
        kind: "Next-Action header that is an address",
        method: "POST",
        target,
        headers: { "content-type": type, "next-action": email },
        body: multipart([["1", "x"]]),
        secret: email,
      });
    }
  }
  // Bodies over what a page (1 MB) or an endpoint takes, then a request on the same connection.
  const big = Buffer.alloc(1_500_000, "a");
  const oversized: [string, string][] = [
    ["/", "multipart/form-data; boundary=x"],
    ["/signup", "multipart/form-data; boundary=x"],
    ["/contact", "application/x-www-form-urlencoded"],
    [article, "text/plain"],
    ["/api/waitlist", "application/json"],
    ["/api/beacon", "application/json"],
    ["/api/consent", "application/json"],
    ["/api/newsletter", "application/x-www-form-urlencoded"],
  ];
  for (const [target, type] of oversized) {
    const headers = { "content-type": type };
    requests.push({
      kind: "oversized body",
      method: "POST",
      target,
      headers,
      body: big,
      then: true,
    });
    requests.push({
      kind: "oversized body, chunked",
      method: "POST",
      target,
      headers: { ...headers, "transfer-encoding": "chunked" },
      body: big,
      then: true,
    });
  }
  return requests;
}
