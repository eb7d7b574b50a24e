import { describe, expect, it } from "vitest";

import { buildingLine, servingLine } from "./start-messages.mjs";

// A newcomer's first `npm start` built for three minutes without saying it would, and
// served the console to the local network without saying so.
describe("npm start's messages", () => {
  it("say that the first start builds, and about how long it takes", () => {
    expect(buildingLine("No production build found", "http://localhost:3000")).toBe(
      "No production build found: running `next build` for http://localhost:3000 first. It takes a few minutes (about three on a small machine); the site is served once it is done.",
    );
  });

  it("say how to serve this machine only when listening on every interface", () => {
    expect(servingLine("0.0.0.0", "3000", "http://localhost:3000")).toBe(
      "Serving on http://0.0.0.0:3000; links use http://localhost:3000. It listens on every network interface: set HOSTNAME=127.0.0.1 to serve this machine only.",
    );
    expect(servingLine("127.0.0.1", "3000", "http://localhost:3000")).toBe(
      "Serving on http://127.0.0.1:3000; links use http://localhost:3000",
    );
    expect(servingLine("::1", "3000", "x")).toBe("Serving on http://[::1]:3000; links use x");
  });
});
