import { describe, expect, it } from "vitest";

import { assertSiteConfig, describeOrigin, readSiteConfig } from "./site-config";

describe("site configuration", () => {
  it("points at this machine on its own port when SITE_URL is unset", () => {
    expect(readSiteConfig({}).siteUrl).toBe("http://localhost:3000");
    const local = readSiteConfig({ PORT: "3100" });
    expect(local).toMatchObject({ siteUrl: "http://localhost:3100", siteUrlIsSet: false });
    expect(local.problems).toEqual([]);
    expect(describeOrigin(local)).toBe(
      "Links use http://localhost:3100: SITE_URL is not set, so they work on this machine only",
    );
  });

  it("uses SITE_URL's origin when it is set", () => {
    const set = readSiteConfig({ SITE_URL: "https://www.grafter.test/some/path", PORT: "3100" });
    expect(set).toMatchObject({ siteUrl: "https://www.grafter.test", siteUrlIsSet: true });
    expect(describeOrigin(set)).toBe("Links use https://www.grafter.test (SITE_URL)");
  });

  it("refuses real mail without SITE_URL, naming the variable", () => {
    for (const mail of [
      { SMTP_URL: "smtp://mail.test:587" },
      { NOTIFY_WEBHOOK_URL: "https://hook.test" },
    ]) {
      const config = readSiteConfig(mail);
      expect(() => assertSiteConfig(config)).toThrow(/SITE_URL must be set/);
    }
    const fine = readSiteConfig({
      SMTP_URL: "smtp://mail.test:587",
      SITE_URL: "https://grafter.test",
    });
    expect(() => assertSiteConfig(fine)).not.toThrow();
  });

  it("reports a bad value instead of throwing at import", () => {
    const bad = readSiteConfig({ SITE_URL: "not a url", MAIL_DOMAIN: "nope" });
    expect(bad.siteUrl).toBe("http://localhost:3000");
    expect(bad.mailDomain).toBe("grafter.co.uk");
    expect(() => assertSiteConfig(bad)).toThrow(/SITE_URL must be an absolute[\s\S]*MAIL_DOMAIN/);
  });
});

describe("the launch quarter (LAUNCH_LABEL)", () => {
  it("is the specification's until it is set, and must be a quarter", () => {
    expect(readSiteConfig({})).toMatchObject({ launchLabel: "Q4 2025", launchLabelIsSet: false });
    expect(readSiteConfig({ LAUNCH_LABEL: " Q2  2027 " })).toMatchObject({
      launchLabel: "Q2 2027",
      launchLabelIsSet: true,
      problems: [],
    });
    const bad = readSiteConfig({ LAUNCH_LABEL: "spring 2027" });
    expect(bad).toMatchObject({ launchLabel: "Q4 2025", launchLabelIsSet: false });
    expect(() => assertSiteConfig(bad)).toThrow(
      'LAUNCH_LABEL must be a quarter such as Q2 2027, got "spring 2027"',
    );
  });
});
