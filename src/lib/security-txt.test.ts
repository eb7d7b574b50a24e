import { describe, expect, it } from "vitest";

import { renderSecurityTxt, SECURITY_TXT_DAYS } from "./security-txt";

const now = new Date("2026-11-29T13:45:10.250Z");
const text = renderSecurityTxt({
  contact: "support@grafter.co.uk",
  canonical: "https://www.grafter.co.uk/.well-known/security.txt",
  now,
});
const fields = new Map(
  text
    .trimEnd()
    .split("\n")
    .map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]),
);

describe("security.txt (RFC 9116)", () => {
  it("names the mailbox to report to, and its own address", () => {
    expect(fields.get("Contact")).toBe("mailto:support@grafter.co.uk");
    expect(fields.get("Canonical")).toBe("https://www.grafter.co.uk/.well-known/security.txt");
    expect(fields.get("Preferred-Languages")).toBe("en");
  });

  it("expires in under a year, as an RFC 3339 time in UTC", () => {
    const expires = fields.get("Expires") ?? "";
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const days = (Date.parse(expires) - now.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(SECURITY_TXT_DAYS);
    expect(days).toBeLessThan(365);
  });

  it("is one field per line, ending with a line break", () => {
    expect(text.endsWith("\n")).toBe(true);
    expect([...fields.keys()]).toEqual(["Contact", "Expires", "Preferred-Languages", "Canonical"]);
  });
});
