import { describe, expect, it } from "vitest";

import { deliveryAddress, normaliseEmail } from "./mailbox";

describe("normaliseEmail: one mailbox, however it is spelt", () => {
  it("trims and lower-cases", () => {
    expect(normaliseEmail("  Sam.Carter@Example.CO.UK ")).toBe("sam.carter@example.co.uk");
  });

  it("drops a +tag everywhere, and nothing else outside the providers below", () => {
    expect(normaliseEmail("lee+boss@firm.test")).toBe("lee@firm.test");
    expect(normaliseEmail("lee.kay-x@firm.test")).toBe("lee.kay-x@firm.test");
    expect(normaliseEmail("+only@firm.test")).toBe("+only@firm.test");
  });

  it("Gmail: dots ignored, googlemail.com is gmail.com", () => {
    expect(normaliseEmail("Jo.Bloggs+site@GoogleMail.com")).toBe("jobloggs@gmail.com");
    expect(normaliseEmail("jo.bloggs@gmail.com")).toBe("jobloggs@gmail.com");
  });

  it("iCloud: icloud.com, me.com and mac.com are one mailbox, dots kept", () => {
    for (const address of ["sam.c@icloud.com", "Sam.C@me.com", "sam.c+x@mac.com"]) {
      expect(normaliseEmail(address)).toBe("sam.c@icloud.com");
    }
    expect(normaliseEmail("samc@icloud.com")).not.toBe(normaliseEmail("sam.c@icloud.com"));
  });

  it("Proton: proton.me, protonmail.com, protonmail.ch and pm.me are one mailbox", () => {
    for (const address of [
      "jo@proton.me",
      "Jo@ProtonMail.com",
      "jo+quotes@protonmail.ch",
      "jo@pm.me",
    ]) {
      expect(normaliseEmail(address)).toBe("jo@proton.me");
    }
  });

  it("Fastmail: anything@name.fastmail.com is name@fastmail.com", () => {
    expect(normaliseEmail("quotes@pat.fastmail.com")).toBe("pat@fastmail.com");
    expect(normaliseEmail("Anything+x@Pat.Fastmail.com")).toBe("pat@fastmail.com");
    expect(normaliseEmail("pat+site@fastmail.com")).toBe("pat@fastmail.com");
    // Only one label before fastmail.com is a subdomain address; others stay as they are.
    expect(normaliseEmail("a@b.pat.fastmail.com")).toBe("a@b.pat.fastmail.com");
    expect(normaliseEmail("pat@notfastmail.com")).toBe("pat@notfastmail.com");
  });

  it("leaves look-alike domains of other providers apart", () => {
    expect(normaliseEmail("jo@me.co.uk")).toBe("jo@me.co.uk");
    expect(normaliseEmail("jo@proton.mail")).toBe("jo@proton.mail");
    expect(normaliseEmail("jo@icloud.co.uk")).toBe("jo@icloud.co.uk");
  });
});

describe("deliveryAddress: the address as typed, in any letter case", () => {
  it("keeps tags, dots and alias domains: each is where a message went", () => {
    expect(deliveryAddress(" Lee+Boss@Firm.test ")).toBe("lee+boss@firm.test");
    expect(deliveryAddress("Jo.Bloggs@googlemail.com")).toBe("jo.bloggs@googlemail.com");
    expect(deliveryAddress("sam@me.com")).toBe("sam@me.com");
  });
});
