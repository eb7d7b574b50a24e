import { describe, expect, it } from "vitest";

import { DEFAULT_ANALYTICS_RETENTION_MONTHS } from "@/lib/analytics/wire";

import { parseEnv as parseProcessEnv } from "./env";

const parseEnv = (vars: Record<string, string>) => parseProcessEnv(vars as NodeJS.ProcessEnv);

describe("ANALYTICS_RETENTION_MONTHS", () => {
  it("defaults to the wire contract's 13 months", () => {
    expect(parseEnv({}).ANALYTICS_RETENTION_MONTHS).toBe(DEFAULT_ANALYTICS_RETENTION_MONTHS);
    expect(DEFAULT_ANALYTICS_RETENTION_MONTHS).toBe(13);
  });

  it("takes whole months from 1", () => {
    expect(parseEnv({ ANALYTICS_RETENTION_MONTHS: "6" }).ANALYTICS_RETENTION_MONTHS).toBe(6);
  });

  it("refuses less than a month (the speed figures read 28 days of raw events), naming the variable", () => {
    for (const value of ["0", "-1", "1.5", "soon"]) {
      expect(() => parseEnv({ ANALYTICS_RETENTION_MONTHS: value })).toThrow(
        /ANALYTICS_RETENTION_MONTHS/,
      );
    }
  });
});
