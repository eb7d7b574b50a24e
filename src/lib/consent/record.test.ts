import { describe, expect, it } from "vitest";

import { consentPolicyVersion } from "@/content/consent";

import {
  allAccepted,
  allRejected,
  buildConsentRecord,
  isGranted,
  parseConsentRecord,
} from "./record";

const at = new Date("2026-03-01T10:00:00.000Z");

describe("consent record", () => {
  it("builds the stored shape with essential always true, the version and the time", () => {
    expect(buildConsentRecord(allAccepted, at)).toEqual({
      essential: true,
      performance: true,
      functionality: true,
      marketing: true,
      version: consentPolicyVersion,
      updatedAt: "2026-03-01T10:00:00.000Z",
    });
    expect(buildConsentRecord(allRejected, at)).toMatchObject({
      essential: true,
      performance: false,
      functionality: false,
      marketing: false,
    });
  });

  it("reads back what it writes", () => {
    const record = buildConsentRecord(
      { performance: true, functionality: false, marketing: true },
      at,
    );
    expect(parseConsentRecord(JSON.stringify(record))).toEqual(record);
  });

  it("drops unknown keys instead of keeping whatever was stored", () => {
    const stored = { ...buildConsentRecord(allRejected, at), tracking: true };
    expect(parseConsentRecord(JSON.stringify(stored))).not.toHaveProperty("tracking");
  });

  it.each([
    ["nothing stored", null],
    ["an empty string", ""],
    ["corrupt JSON", "{not json"],
    ["a JSON string", '"yes"'],
    ["an array", "[]"],
    ["JSON null", "null"],
    [
      "essential false",
      JSON.stringify({ ...buildConsentRecord(allAccepted, at), essential: false }),
    ],
    [
      "a missing category",
      JSON.stringify({
        essential: true,
        performance: true,
        functionality: true,
        version: consentPolicyVersion,
        updatedAt: at.toISOString(),
      }),
    ],
    [
      "a category that is not a boolean",
      JSON.stringify({ ...buildConsentRecord(allAccepted, at), marketing: "true" }),
    ],
    [
      "an older policy version",
      JSON.stringify(buildConsentRecord(allAccepted, at, consentPolicyVersion - 1)),
    ],
    [
      "a newer policy version",
      JSON.stringify(buildConsentRecord(allAccepted, at, consentPolicyVersion + 1)),
    ],
    [
      "a version given as text",
      JSON.stringify({
        ...buildConsentRecord(allAccepted, at),
        version: String(consentPolicyVersion),
      }),
    ],
    [
      "no timestamp",
      JSON.stringify({ ...buildConsentRecord(allAccepted, at), updatedAt: undefined }),
    ],
    [
      "a timestamp that is not a date",
      JSON.stringify({ ...buildConsentRecord(allAccepted, at), updatedAt: "soon" }),
    ],
  ])("treats %s as no consent", (_label, raw) => {
    expect(parseConsentRecord(raw)).toBeNull();
  });

  it("grants essential always and an optional category only with a saved yes", () => {
    const record = buildConsentRecord(
      { performance: true, functionality: false, marketing: false },
      at,
    );
    expect(isGranted(null, "essential")).toBe(true);
    expect(isGranted(undefined, "performance")).toBe(false);
    expect(isGranted(null, "marketing")).toBe(false);
    expect(isGranted(record, "performance")).toBe(true);
    expect(isGranted(record, "functionality")).toBe(false);
    expect(isGranted(record, "marketing")).toBe(false);
  });
});
