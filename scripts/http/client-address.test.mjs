import { describe, expect, it } from "vitest";

import { appendSocketAddress } from "./client-address.mjs";

const request = (header, remoteAddress = "198.51.100.7") => ({
  headers: header === undefined ? {} : { "x-forwarded-for": header },
  socket: { remoteAddress },
});

describe("appendSocketAddress", () => {
  it("puts the socket's address last, after anything a client or proxy sent", () => {
    const spoofed = request("1.2.3.4");
    appendSocketAddress(spoofed);
    expect(spoofed.headers["x-forwarded-for"]).toBe("1.2.3.4, 198.51.100.7");
  });

  it("sets it alone when there was no header", () => {
    const plain = request(undefined);
    appendSocketAddress(plain);
    expect(plain.headers["x-forwarded-for"]).toBe("198.51.100.7");
  });
});
