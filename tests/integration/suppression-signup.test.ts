import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { isSuppressed, suppress } from "@/server/campaigns/suppression";
import { queryRows } from "@/server/db/query";
import { eraseEverythingAbout } from "@/server/people/erasure";
import { getPersonalData } from "@/server/people/data";
import { handleLiftSuppression } from "@/server/people/handlers";
import { requestPersonalLink } from "@/server/people/request-link";
import { personalPageUrl } from "@/server/personal-link";
import { subscribeNewsletter } from "@/server/submissions/submit";

import { personalPagePost, tokenOf } from "../factories/personal-page";
import { drivers, useTestDatabase } from "../setup/test-database";

const post = (fields: Record<string, string>, site?: string) =>
  personalPagePost("/my-data/suppression", fields, site);

describe.each(drivers)(
  "the do-not-mail list at sign-up and on the person's page on %s",
  (driver) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "grafter-suppression-"));
    const { db } = useTestDatabase(driver, {
      env: { DATA_DIR: dataDir, IP_RATE_LIMIT_PER_HOUR: "0", FORM_MIN_FILL_MS: "0" },
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    const held = async (email: string) =>
      (
        await queryRows<{ subscriptions: number; mails: number }>(
          db(),
          sql`select
              (select count(*)::int from newsletter_subscriptions where email_normalised = ${email}) as subscriptions,
              (select count(*)::int from notification_outbox where subject_email = ${email}) as mails`,
        )
      )[0]!;

    it("a suppressed mailbox's newsletter sign-up is answered as anyone's, and stores and sends nothing", async () => {
      await suppress(db(), "left@example.co.uk", "complained");
      const suppressed = await subscribeNewsletter({ email: "Left@Example.co.uk" });
      const stranger = await subscribeNewsletter({ email: "new.reader@example.co.uk" });
      expect(suppressed).toEqual(stranger);
      expect(await held("left@example.co.uk")).toEqual({ subscriptions: 0, mails: 0 });
      expect(await held("new.reader@example.co.uk")).toEqual({ subscriptions: 1, mails: 1 });
    });

    it("the person's page shows the suppression, and its POST lifts it", async () => {
      const email = "back.again@example.co.uk";
      await subscribeNewsletter({ email });
      await suppress(db(), email, "bounced");
      expect((await getPersonalData(email)).suppression).toMatchObject({ reason: "bounced" });
      const token = tokenOf(personalPageUrl(email));

      const crossSite = await handleLiftSuppression(post({ token }, "cross-site"));
      expect(crossSite.status).toBe(403);
      const forged = await handleLiftSuppression(post({ token: "not-a-token" }));
      expect(new URL(forged.headers.get("location")!, "http://x").searchParams.get("done")).toBe(
        null,
      );
      expect(await isSuppressed(db(), email)).toBe(true);

      const lifted = await handleLiftSuppression(post({ token }));
      expect(lifted.status).toBe(303);
      expect(new URL(lifted.headers.get("location")!, "http://x").searchParams.get("done")).toBe(
        "lifted",
      );
      expect(await isSuppressed(db(), email)).toBe(false);
      expect((await getPersonalData(email)).suppression).toBeNull();
    });

    it("after an erasure the suppression stays, and the mailbox can still get its link to lift it", async () => {
      const email = "erased.once@example.co.uk";
      await subscribeNewsletter({ email });
      await suppress(db(), email, "unsubscribed");
      await eraseEverythingAbout(email, "person");
      expect(await isSuppressed(db(), email)).toBe(true);
      await requestPersonalLink({ email });
      const [links] = await queryRows<{ n: number | string }>(
        db(),
        sql`select count(*) as n from notification_outbox
          where kind = 'personal_link' and subject_email = ${email}`,
      );
      expect(Number(links!.n)).toBe(1);
      // A mailbox we hold nothing for gets none, as before.
      await requestPersonalLink({ email: "never.here@example.co.uk" });
      const [none] = await queryRows<{ n: number | string }>(
        db(),
        sql`select count(*) as n from notification_outbox where subject_email = 'never.here@example.co.uk'`,
      );
      expect(Number(none!.n)).toBe(0);
    });
  },
);
