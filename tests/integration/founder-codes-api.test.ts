import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { founderInvitations } from "@/server/db/schema";
import { resetEnvForTests } from "@/server/env";
import { inviteNextFounders } from "@/server/founders/invitations";

import { codeIn, deliverAll, invitationMails, mailTo, seedFounders } from "../factories/founders";
import { describeOnDrivers } from "../setup/test-database";
import { openApiClient } from "../support/openapi-client";

const KEY = "founder-api-key-for-tests-0123456789abcdef";
const routes = import.meta.glob("/src/app/**/route.ts");
const auth = { authorization: `Bearer ${KEY}` };

const options = {
  env: { SITE_SECRET: "founder-codes-api-test-secret-0123456789", FOUNDER_API_KEY: KEY },
  resetEachTest: false,
};

describeOnDrivers("the founder code API as its OpenAPI description says", options, ({ db }) => {
  const api = openApiClient("docs/api/founder-codes.openapi.json", routes);
  const redeem = api.call.bind(null, "redeemFounderCode");

  it("describes one operation, served by a route handler", () => {
    expect(api.operations.map(({ route, method }) => `${method} ${route}`)).toEqual([
      "post /api/founder-codes/redeem",
    ]);
  });

  let codes: string[] = [];
  it("redeems a code: place, company, plan, locked price; the same caller again, the same", async () => {
    await seedFounders(db(), 3);
    await inviteNextFounders(db(), 3);
    const mails = invitationMails(await deliverAll(db()));
    codes = [1, 2, 3].map((n) => codeIn(mailTo(mails, n))!);

    const first = await redeem({ body: { code: codes[0], redeemer: "crm-1" }, headers: auth });
    expect(first).toMatchObject({
      status: 200,
      body: {
        place: 1,
        company: "Firm 1",
        plan: "professional",
        lockedPrice: { currency: "GBP", discountPercent: 60, perBackOfficeUserPence: 1560 },
      },
    });
    // Typed by hand: lower case, spaces for hyphens.
    const again = await redeem({
      body: { code: codes[0]!.toLowerCase().replace(/-/g, " "), redeemer: "crm-1" },
      headers: auth,
    });
    expect(again).toEqual(first);
  });

  it("refuses another caller (409), an unknown code (404) and an expired one (410)", async () => {
    const taken = await redeem({ body: { code: codes[0], redeemer: "crm-2" }, headers: auth });
    expect(taken).toMatchObject({ status: 409, body: { error: "already_redeemed" } });
    const unknown = await redeem({
      body: { code: `GRAF-${"0000-".repeat(6)}0000`, redeemer: "crm-2" },
      headers: auth,
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: "unknown_code" } });
    await db()
      .update(founderInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`place = 2`);
    const expired = await redeem({ body: { code: codes[1], redeemer: "crm-2" }, headers: auth });
    expect(expired).toMatchObject({ status: 410, body: { error: "expired_code" } });
  });

  it("refuses without the key (401), before reading anything", async () => {
    const body = { code: codes[2], redeemer: "crm-3" };
    for (const headers of [
      {} as Record<string, string>,
      { authorization: "Bearer wrong-key" },
      { authorization: `Basic ${KEY}` },
      { authorization: `Bearer ${KEY}x` },
      { authorization: `Bearer ${KEY.slice(0, -1)}` },
    ]) {
      const answer = await redeem({ body, headers });
      expect(answer, JSON.stringify(headers)).toMatchObject({
        status: 401,
        body: { error: "unauthorized" },
      });
    }
  });

  it("refuses a bad body: 400 not JSON, 415 not JSON's type, 413 too big, 422 wrong shape", async () => {
    expect(await redeem({ body: "{not json", headers: auth })).toMatchObject({ status: 400 });
    expect(
      await redeem({
        body: `code=${codes[2]}&redeemer=crm-3`,
        headers: { ...auth, "content-type": "application/x-www-form-urlencoded" },
      }),
    ).toMatchObject({ status: 415 });
    expect(
      await redeem({ body: { code: codes[2], redeemer: "x".repeat(5000) }, headers: auth }),
    ).toMatchObject({ status: 413, body: { error: "body_too_large" } });
    for (const body of [
      [],
      "null",
      { code: codes[2] },
      { redeemer: "crm-3" },
      { code: codes[2], redeemer: "crm 3" },
      { code: codes[2], redeemer: "crm-3", extra: 1 },
      { code: "GRAF-NOPE", redeemer: "crm-3" },
      { code: 42, redeemer: "crm-3" },
    ]) {
      const answer = await redeem({ body, headers: auth });
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 422,
        body: { error: "invalid_body" },
      });
    }
    // None of it redeemed the code.
    const [row] = await db()
      .select()
      .from(founderInvitations)
      .where(sql`place = 3`);
    expect(row).toMatchObject({ redeemedAt: null, redeemedBy: null });
  });

  it("answers 503 while FOUNDER_API_KEY is unset", async () => {
    delete process.env.FOUNDER_API_KEY;
    resetEnvForTests();
    try {
      const answer = await redeem({ body: { code: codes[2], redeemer: "crm-3" }, headers: auth });
      expect(answer).toMatchObject({ status: 503, body: { error: "not_configured" } });
    } finally {
      process.env.FOUNDER_API_KEY = KEY;
      resetEnvForTests();
    }
  });

  it("has answered every status its description lists", () => {
    expect(api.unseen("redeemFounderCode")).toEqual([]);
  });
});
