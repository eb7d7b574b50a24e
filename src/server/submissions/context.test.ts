import { describe, expect, it } from "vitest";

import { FILL_KEY_FIELD, HONEYPOT_FIELD, STARTED_FIELD } from "@/lib/validation/constants";

import { looksAutomated, submissionContext } from "./context";

describe("submissionContext", () => {
  it("reads the request id, the page and the bot signals the same way for every adapter", () => {
    const headers = new Headers({ "x-request-id": "req-1" });
    const posted: Record<string, unknown> = {
      source: "/signup?plan=starter",
      [HONEYPOT_FIELD]: "",
      [STARTED_FIELD]: "1700000000000",
      [FILL_KEY_FIELD]: "0123456789abcdef0123456789abcdef",
    };
    expect(submissionContext(headers, (name) => posted[name])).toEqual({
      headers,
      source: "/signup?plan=starter",
      requestId: "req-1",
      honeypot: "",
      startedAt: 1_700_000_000_000,
      fillKey: "0123456789abcdef0123456789abcdef",
    });
  });

  it("takes the fill's key from the form, else from a JSON client's Idempotency-Key, if well formed", () => {
    const key = "9f1c2d3e-4b5a-6789-abcd-ef0123456789";
    const header = new Headers({ "idempotency-key": key });
    expect(submissionContext(header, () => undefined).fillKey).toBe(key);
    const both = submissionContext(header, (name) =>
      name === FILL_KEY_FIELD ? "a".repeat(32) : undefined,
    );
    expect(both.fillKey).toBe("a".repeat(32));
    for (const bad of [
      "short",
      "x".repeat(101),
      "has spaces in it ok",
      "<script>alert(1)</script>",
      42,
    ])
      expect(
        submissionContext(new Headers(), (name) => (name === FILL_KEY_FIELD ? bad : undefined))
          .fillKey,
      ).toBeNull();
  });

  it("falls back to the adapter's source and a new request id, and ignores bad signals", () => {
    const context = submissionContext(new Headers(), () => undefined, "api");
    expect(context.source).toBe("api");
    expect(context.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(context).toMatchObject({ honeypot: null, startedAt: null, fillKey: null });
    const odd = submissionContext(new Headers(), (name) => (name === STARTED_FIELD ? "-5" : 7));
    expect(odd).toMatchObject({ source: "", honeypot: null, startedAt: null });
  });

  it("marks a filled honeypot or a form sent too soon as automated", () => {
    expect(looksAutomated({ honeypot: "x" })).toBe(true);
    expect(looksAutomated({ honeypot: " ", startedAt: Date.now() - 10_000 })).toBe(false);
    expect(looksAutomated({ startedAt: Date.now() - 100 })).toBe(true);
  });
});
