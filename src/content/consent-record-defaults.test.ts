import { describe, expect, it } from "vitest";

import { bannerRecord } from "../../scripts/cookie-choice.mjs";

import { consentPolicyVersion, consentStorageKey } from "./consent";

describe("the banner answer plain scripts store", () => {
  it("uses the banner's own storage key and policy version (a bump must reach the scripts)", () => {
    expect(bannerRecord).toEqual({ key: consentStorageKey, version: consentPolicyVersion });
  });
});
