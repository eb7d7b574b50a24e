import { expect, it } from "vitest";

import { listWaitlist } from "@/server/admin/records/list";
import { waitlistPeople } from "@/server/db/schema";
import { confirmPerson, findPersonByEmail } from "@/server/founders/confirmation";
import { submitWaitlist } from "@/server/submissions/submit";

import { buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

const options = {
  env: { IP_RATE_LIMIT_PER_HOUR: "0", RATE_LIMIT_PER_DAY: "3" },
};

/**
 * Decision 082: a provider's documented aliases are one mailbox, for the founder place, the daily
 * limit and the console, as a +tag already was (decision 016).
 */
describeOnDrivers("a provider's aliases are one mailbox", options, ({ db }) => {
  for (const [provider, spellings, mailbox] of [
    [
      "iCloud",
      ["sam.c@me.com", "Sam.C@iCloud.com", "sam.c+x@mac.com", "sam.c@icloud.com"],
      "sam.c@icloud.com",
    ],
    [
      "Proton",
      ["jo@protonmail.com", "jo@pm.me", "jo@protonmail.ch", "jo@proton.me"],
      "jo@proton.me",
    ],
    [
      "Fastmail",
      ["quotes@pat.fastmail.com", "pat@fastmail.com", "x@pat.fastmail.com", "pat+y@fastmail.com"],
      "pat@fastmail.com",
    ],
  ] as const) {
    it(`${provider}: one place, one daily limit, one console search`, async () => {
      const results = [];
      for (const email of spellings)
        results.push((await submitWaitlist(buildWaitlistInput({ email }))).status);
      // Three a day per mailbox, whichever spelling: the fourth is refused.
      expect(results).toEqual(["ok", "ok", "ok", "rate_limited"]);
      expect(await db().select().from(waitlistPeople)).toHaveLength(1);
      const person = (await findPersonByEmail(db(), mailbox))!;
      expect(await confirmPerson(db(), person)).toMatchObject({ place: 1, newly: true });
      // The console finds every sign-up of the mailbox from any of its spellings.
      const found = await listWaitlist({ q: spellings[3] });
      expect(found.items.map((item) => item.email).sort()).toEqual(
        [...spellings.slice(0, 3)].sort(),
      );
      expect(
        found.items.every((item) => item.mailbox === "founder" && item.founderPlace === 1),
      ).toBe(true);
    });
  }
});
