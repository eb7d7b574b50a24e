import { describe, expect, it } from "vitest";

import { startupWarnings } from "./startup-warnings";

describe("start-up warnings", () => {
  it("name the company details that are unset", () => {
    expect(startupWarnings({ number: null, registeredOffice: null }, null)).toEqual([
      "The company number and registered office are not set (companyRegistration in src/content/site.ts): a UK company's website must show them (Companies (Trading Disclosures) Regulations 2008).",
    ]);
    expect(startupWarnings({ number: "12345678", registeredOffice: null }, null)).toEqual([
      expect.stringMatching(/^The registered office is not set/),
    ]);
    expect(
      startupWarnings({ number: "12345678", registeredOffice: "1 Road, Leeds" }, null),
    ).toEqual([]);
  });

  it("carry the launch quarter's notice", () => {
    expect(startupWarnings({ number: "12345678", registeredOffice: "1 Road" }, "LAUNCH")).toEqual([
      "LAUNCH",
    ]);
  });
});
