import { describe, expect, it } from "vitest";

import { withSocketAddress } from "./client-address";

describe("withSocketAddress", () => {
  it("puts the socket's address last, after anything a client or proxy sent", () => {
    expect(withSocketAddress("1.2.3.4", "198.51.100.7")).toBe("1.2.3.4, 198.51.100.7");
    expect(withSocketAddress(["1.2.3.4", "5.6.7.8"], "198.51.100.7")).toBe(
      "1.2.3.4, 5.6.7.8, 198.51.100.7",
    );
  });

  it("sets it alone when there was no header, and leaves the header when there is no socket", () => {
    expect(withSocketAddress(undefined, "198.51.100.7")).toBe("198.51.100.7");
    expect(withSocketAddress("1.2.3.4", undefined)).toBe("1.2.3.4");
  });
});
