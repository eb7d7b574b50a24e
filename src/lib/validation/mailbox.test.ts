import { describe, expect, it } from "vitest";

import { deliveryAddress, normaliseEmail } from "./mailbox";

/** Spellings and the one mailbox each is, by the rule that makes them one. */
const mailboxes: Record<string, [typed: string, mailbox: string][]> = {
  "trims and lower-cases": [["  Sam.Carter@Example.CO.UK ", "sam.carter@example.co.uk"]],
  "drops a +tag everywhere, and nothing else outside the providers below": [
    ["lee+boss@firm.test", "lee@firm.test"],
    ["lee.kay-x@firm.test", "lee.kay-x@firm.test"],
    ["+only@firm.test", "+only@firm.test"],
  ],
  "Gmail: dots ignored, googlemail.com is gmail.com": [
    ["Jo.Bloggs+site@GoogleMail.com", "jobloggs@gmail.com"],
    ["jo.bloggs@gmail.com", "jobloggs@gmail.com"],
  ],
  "iCloud: icloud.com, me.com and mac.com are one mailbox": [
    ["sam.c@icloud.com", "sam.c@icloud.com"],
    ["Sam.C@me.com", "sam.c@icloud.com"],
    ["sam.c+x@mac.com", "sam.c@icloud.com"],
  ],
  "Proton: proton.me, protonmail.com, protonmail.ch and pm.me are one mailbox": [
    ["jo@proton.me", "jo@proton.me"],
    ["Jo@ProtonMail.com", "jo@proton.me"],
    ["jo+quotes@protonmail.ch", "jo@proton.me"],
    ["jo@pm.me", "jo@proton.me"],
  ],
  "Fastmail: anything@name.fastmail.com is name@fastmail.com": [
    ["quotes@pat.fastmail.com", "pat@fastmail.com"],
    ["Anything+x@Pat.Fastmail.com", "pat@fastmail.com"],
    ["pat+site@fastmail.com", "pat@fastmail.com"],
    // Only one label before fastmail.com is a subdomain address; others stay as they are.
    ["a@b.pat.fastmail.com", "a@b.pat.fastmail.com"],
    ["pat@notfastmail.com", "pat@notfastmail.com"],
  ],
  "leaves look-alike domains of other providers apart": [
    ["jo@me.co.uk", "jo@me.co.uk"],
    ["jo@proton.mail", "jo@proton.mail"],
    ["jo@icloud.co.uk", "jo@icloud.co.uk"],
  ],
};

describe("normaliseEmail: one mailbox, however it is spelt", () => {
  describe.each(Object.entries(mailboxes))("%s", (_rule, spellings) => {
    it.each(spellings)("%j is %j", (typed, mailbox) => {
      expect(normaliseEmail(typed)).toBe(mailbox);
    });
  });

  it("iCloud: dots kept", () => {
    expect(normaliseEmail("samc@icloud.com")).not.toBe(normaliseEmail("sam.c@icloud.com"));
  });
});

describe("deliveryAddress: the address as typed, in any letter case", () => {
  it.each([
    [" Lee+Boss@Firm.test ", "lee+boss@firm.test"],
    ["Jo.Bloggs@googlemail.com", "jo.bloggs@googlemail.com"],
    ["sam@me.com", "sam@me.com"],
  ])(
    "keeps tags, dots and alias domains: each is where a message went: %j is %j",
    (typed, address) => expect(deliveryAddress(typed)).toBe(address),
  );
});
