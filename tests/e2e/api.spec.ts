import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { e2eDataDir } from "./e2e-env";
import { expect, test } from "./fixtures";

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.uk`;

const waitlist = (overrides: Record<string, unknown> = {}) => ({
  name: "Api Client",
  email: uniqueEmail("api"),
  company: "Api Ltd",
  trade: "groundworker",
  company_size: "21-50",
  interested_plan: "enterprise",
  back_office_users: 4,
  field_users: 30,
  ...overrides,
});

test("POST /api/waitlist stores JSON and answers 201 with the success message", async ({
  request,
}) => {
  const response = await request.post("/api/waitlist", { data: waitlist() });
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({
    status: "ok",
    message: "Thank you for joining our waitlist! We'll keep you updated on our progress.",
  });
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

async function mailTo(address: string): Promise<string> {
  const dir = path.join(e2eDataDir, "mail");
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      const text = (await readFile(path.join(dir, file), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      if (text.includes(`\nTo: ${address}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${address}`);
}

test("the newsletter's double opt-in: subscribe, confirm by the e-mailed link, unsubscribe in one click", async ({
  request,
}) => {
  const email = uniqueEmail("news");
  expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(201);
  const mail = await mailTo(email);
  const confirm = mail.match(/\/api\/newsletter\/confirm\?token=[\w-]+/)?.[0];
  const unsubscribe = mail.match(/\/api\/newsletter\/unsubscribe\?token=[\w-]+/)?.[0];
  expect(confirm).toBeTruthy();
  expect(mail).toMatch(/List-Unsubscribe:\s*</);

  const confirmed = await request.get(confirm!, { headers: { accept: "application/json" } });
  expect(await confirmed.json()).toEqual({ status: "confirmed" });
  const page = await request.get(confirm!, { maxRedirects: 0 });
  expect(page.status()).toBe(303);
  expect(page.headers().location).toBe("/newsletter/confirmed");

  const left = await request.post(unsubscribe!, { headers: { accept: "application/json" } });
  expect(await left.json()).toEqual({ status: "unsubscribed" });
  const bogus = await request.get("/api/newsletter/confirm?token=nope", {
    headers: { accept: "application/json" },
  });
  expect(bogus.status()).toBe(404);
});

test("a waitlist sign-up e-mails the founders every field and the person their founder place", async ({
  request,
}) => {
  const entry = waitlist({ name: "Founder Mail", current_software: "Paper and WhatsApp" });
  expect((await request.post("/api/waitlist", { data: entry })).status()).toBe(201);
  const confirmation = await mailTo(entry.email);
  expect(confirmation).toMatch(/You're founder number \d+ of 100|All 100 founder places/);
  expect(confirmation).toMatch(/To be removed from the waitlist/);
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
