import { describe, expect, it } from "vitest";

import { parseEnv } from "./env";

describe("server environment", () => {
  it("gives every variable its default when none is set", () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      TRUST_PROXY: false,
      RATE_LIMIT_PER_DAY: 3,
    });
  });

  it("reads PORT and TRUST_PROXY as the start script and the edge do", () => {
    expect(parseEnv({ PORT: "3100", TRUST_PROXY: "1" })).toMatchObject({
      PORT: 3100,
      TRUST_PROXY: true,
    });
  });

  it("refuses a bad value with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT must be a number between 1 and 65535/);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });
});
