import { Writable } from "node:stream";

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { waitlistSubmissions } from "@/server/db/schema";
import { createLogger, setLoggerForTests } from "@/server/log";
import { submitContact, submitWaitlist } from "@/server/submissions/submit";

import { buildContactInput, buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

/** Every line the app's logger writes while a test runs. */
function captureLogs() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  setLoggerForTests(createLogger(sink, "debug"));
  return lines;
}

const options = {
  env: { IP_RATE_LIMIT_PER_HOUR: "0" },
  resetEachTest: false,
};

// A database failure must not write the submission into the logs, however
// the database words its error (here a trigger that quotes the submitted values back).
describeOnDrivers("logs of a database failure", options, ({ db }) => {
  beforeAll(async () => {
    await db().execute(sql`
      create function fail_with_values() returns trigger language plpgsql as $$
      begin
        raise exception 'cannot store % <%> of %', new.name, new.email, new.email_normalised
          using detail = 'row ' || row_to_json(new)::text;
      end $$`);
    for (const table of ["waitlist_submissions", "contact_submissions"]) {
      await db().execute(
        sql.raw(
          `create trigger fail_insert before insert on ${table} for each row execute function fail_with_values()`,
        ),
      );
    }
  }, 60_000);
  afterAll(() => setLoggerForTests(undefined));

  it("logs the failure with a code and a safe message, and none of the submitted values", async () => {
    const lines = captureLogs();
    const input = buildWaitlistInput({
      name: "Zebedee Quartermaine",
      email: "zebedee.q@privacy-test.example",
      company: "Quartermaine Plumbing",
      current_software: "Tradify",
      additional_notes: "Call after 5pm on 07700 900123",
    });
    const result = await submitWaitlist(input, { requestId: "r1" });
    expect(result.status).toBe("failed");
    const contact = buildContactInput({
      name: "Ottoline Fairweather",
      email: "ottoline@privacy-test.example",
      message: "My secret message",
    });
    expect((await submitContact(contact, { requestId: "r2" })).status).toBe("failed");

    const text = lines.join("");
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const value of [
      "Zebedee",
      "Quartermaine",
      "zebedee",
      "privacy-test",
      "Tradify",
      "07700",
      "Ottoline",
      "Fairweather",
      "secret message",
    ]) {
      expect(text, value).not.toContain(value);
    }
    const failure = JSON.parse(lines.find((line) => line.includes("submission failed"))!);
    expect(failure.err).toMatchObject({
      type: "DatabaseError",
      code: "P0001",
      message: "database query failed: database error P0001",
    });
    expect(await db().select().from(waitlistSubmissions)).toHaveLength(0);
  });

  it("throws database errors that carry neither the parameters nor the driver's wording", async () => {
    const error = await db()
      .insert(waitlistSubmissions)
      .values({
        name: "Zebedee Quartermaine",
        email: "zebedee.q@privacy-test.example",
        emailNormalised: "zebedee.q@privacy-test.example",
        company: "Q",
        trade: "plumber",
        companySize: "1-5",
        interestedPlan: "starter",
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(Error);
    const shown = `${String(error)} ${JSON.stringify(error)} ${(error as Error).stack}`;
    expect(shown).not.toContain("Zebedee");
    expect(shown).not.toContain("privacy-test");
    expect(shown).not.toContain("params");
    expect((error as { code?: string }).code).toBe("P0001");
  });
});
