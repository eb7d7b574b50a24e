import { expect, test } from "./fixtures";
import { mailTo, uniqueEmail, waitlistEntry as waitlist } from "./mail";

test("POST /api/waitlist stores JSON and answers 201 with the success message", async ({
  request,
}) => {
  const response = await request.post("/api/waitlist", { data: waitlist() });
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({
    status: "ok",
    message: "Thank you for joining our waitlist! We'll keep you updated on our progress.",
    note: "We've sent you an e-mail: if your address isn't confirmed yet, open the link in it to confirm it. Founder places go to confirmed addresses, in the order they confirm.",
  });
});

test("a retry with the same Idempotency-Key is answered alike and stored once (decision 059)", async ({
  request,
}) => {
  const entry = waitlist();
  const headers = { "idempotency-key": "retry-0123456789abcdef" };
  const first = await request.post("/api/waitlist", { data: entry, headers });
  const retry = await request.post("/api/waitlist", { data: entry, headers });
  expect([first.status(), retry.status()]).toEqual([201, 201]);
  expect(await retry.json()).toEqual(await first.json());
  // Stored once: the address takes two more sends without a key before the day's limit of 3.
  for (const expected of [201, 201, 429])
    expect((await request.post("/api/waitlist", { data: entry })).status()).toBe(expected);
});

test("a malformed Idempotency-Key is a 400 that stores nothing", async ({ request }) => {
  const entry = waitlist();
  for (const key of ["short", "x".repeat(101), "has spaces in it, see"]) {
    const refused = await request.post("/api/waitlist", {
      data: entry,
      headers: { "idempotency-key": key },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      status: "error",
      message: "Idempotency-Key must be 16 to 100 letters, digits, _ or -.",
    });
  }
  // None was stored: the address still takes its three a day.
  for (const expected of [201, 201, 201, 429])
    expect((await request.post("/api/waitlist", { data: entry })).status()).toBe(expected);
});

test("a form-encoded body is accepted too", async ({ request }) => {
  const response = await request.post("/api/contact", {
    form: { name: "Form Post", email: uniqueEmail("form"), message: "Hello" },
  });
  expect(response.status()).toBe(201);
});

test("invalid fields answer 422 naming each field, and nothing is stored", async ({ request }) => {
  const email = uniqueEmail("invalid");
  const response = await request.post("/api/waitlist", {
    data: waitlist({ email, trade: "astronaut", name: "x".repeat(101), back_office_users: 0 }),
  });
  expect(response.status()).toBe(422);
  const body = await response.json();
  expect(Object.keys(body.fieldErrors).sort()).toEqual(["back_office_users", "name", "trade"]);
  expect(body.fieldErrors.name).toBe("Name must be at most 100 characters");
  // Had it been stored, three valid ones would now hit the limit.
  for (let i = 0; i < 3; i += 1) {
    expect((await request.post("/api/waitlist", { data: waitlist({ email }) })).status()).toBe(201);
  }
});

test("malformed, oversized, wrongly typed and cross-site bodies are refused", async ({
  request,
}) => {
  const malformed = await request.post("/api/waitlist", {
    headers: { "content-type": "application/json" },
    data: "{not json",
  });
  expect(malformed.status()).toBe(400);

  const huge = await request.post("/api/contact", {
    data: { name: "A", email: uniqueEmail("huge"), message: "x".repeat(40 * 1024) },
  });
  expect(huge.status()).toBe(413);

  const plain = await request.post("/api/contact", {
    headers: { "content-type": "text/plain" },
    data: "hi",
  });
  expect(plain.status()).toBe(415);

  const crossSiteForm = await request.post("/api/contact", {
    headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    form: { name: "A", email: uniqueEmail("csrf"), message: "Hi" },
  });
  expect(crossSiteForm.status()).toBe(403);

  const crossSitePlain = await request.post("/api/waitlist", {
    headers: { origin: "https://attacker.example", "content-type": "text/plain" },
    data: JSON.stringify(waitlist()),
  });
  expect(crossSitePlain.status()).toBe(403);
});

test("the fourth submission with one address in 24 hours answers 429 with the spec's message", async ({
  request,
}) => {
  const email = uniqueEmail("limit");
  for (let i = 0; i < 3; i += 1) {
    expect(
      (
        await request.post("/api/contact", { data: { name: "A", email, message: `m${i}` } })
      ).status(),
    ).toBe(201);
  }
  const refused = await request.post("/api/contact", {
    data: { name: "A", email: ` ${email.toUpperCase()} `, message: "again" },
  });
  expect(refused.status()).toBe(429);
  expect((await refused.json()).message).toBe(
    "You have reached the maximum number of submissions for today. Please try again tomorrow.",
  );
});

test("the newsletter's double opt-in: the e-mailed links open pages; only their POST acts", async ({
  request,
}) => {
  const email = uniqueEmail("news");
  expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(201);
  const mail = await mailTo(email);
  const confirmPage = mail.match(/\/newsletter\/confirm\?token=([\w-]+)/);
  const unsubscribeUrl = mail.match(
    /List-Unsubscribe:\s*<[^>]*(\/api\/newsletter\/unsubscribe\?token=[\w-]+)>/,
  )?.[1];
  expect(confirmPage).toBeTruthy();
  expect(unsubscribeUrl).toBeTruthy();
  expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

  // An older e-mail's API link only leads to the page with the button.
  const old = await request.get(`/api/newsletter/confirm?token=${confirmPage![1]}`, {
    maxRedirects: 0,
  });
  expect(old.status()).toBe(303);
  expect(old.headers().location).toBe(`/newsletter/confirm?token=${confirmPage![1]}`);

  const pressed = await request.post("/api/newsletter/confirm", {
    form: { token: confirmPage![1]! },
    headers: { accept: "text/html" },
    maxRedirects: 0,
  });
  expect(pressed.status()).toBe(303);
  expect(pressed.headers().location).toBe("/newsletter/confirmed");

  // RFC 8058: the mail client POSTs "List-Unsubscribe=One-Click" to the header's URL.
  const left = await request.post(unsubscribeUrl!, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { accept: "application/json" },
  });
  expect(await left.json()).toEqual({ status: "unsubscribed" });
  const bogus = await request.post("/api/newsletter/confirm", {
    data: { token: "nope" },
    headers: { accept: "application/json" },
  });
  expect(bogus.status()).toBe(404);
});

test("a waitlist sign-up e-mails the founders every field and the person a link to confirm", async ({
  request,
}) => {
  const entry = waitlist({ name: "Founder Mail", current_software: "Paper and WhatsApp" });
  expect((await request.post("/api/waitlist", { data: entry })).status()).toBe(201);
  const confirmation = await mailTo(entry.email);
  expect(confirmation).toMatch(/Hi Founder,/);
  expect(confirmation).toMatch(/\/waitlist\/confirm\?token=\d+\.[\w-]{22}/);
});

test("GET /api/health reports the database and the outbox backlog", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    status: "ok",
    database: { reachable: true, driver: "pglite" },
    outbox: { pending: expect.any(Number), failed: 0 },
  });
});
