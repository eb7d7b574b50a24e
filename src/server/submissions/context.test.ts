import { describe, expect, it } from "vitest";

import * as form from "@/lib/validation/constants";

import { looksAutomated, requestIdFrom, submissionContext } from "./context";

describe("submissionContext", () => {
  it("reads the request id, the page and the bot signals the same way for every adapter", () => {
    const headers = new Headers({ "x-request-id": "0123456789abcdef0123456789ABCDEF" });
    const posted: Record<string, unknown> = {
      source: "/signup?plan=starter",
      [form.HONEYPOT_FIELD]: "",
      [form.STARTED_FIELD]: "1700000000000",
      [form.SENT_FIELD]: "1700000042000",
      [form.FILL_KEY_FIELD]: "0123456789abcdef0123456789abcdef",
    };
    expect(submissionContext(headers, (name) => posted[name])).toEqual({
      headers,
      source: "/signup?plan=starter",
      requestId: "0123456789abcdef0123456789ABCDEF",
      honeypot: "",
      startedAt: 1_700_000_000_000,
      sentAt: 1_700_000_042_000,
      fillKey: "0123456789abcdef0123456789abcdef",
      postedWithoutScripts: false,
    });
  });

  it("takes X-Request-Id only as a proxy writes one, so no client's text reaches a log line", () => {
    const uuid = "3f2a9c1e-8b7d-4e6f-a5c4-0d1e2f3a4b5c";
    expect(requestIdFrom(new Headers({ "x-request-id": uuid }))).toBe(uuid);
    for (const given of [
      "carol.private@example.com 07700900999",
      "07700900999",
      "a".repeat(33),
      "A".repeat(6000),
      "req-1",
    ]) {
      const id = requestIdFrom(new Headers({ "x-request-id": given }));
      expect(id, given.slice(0, 40)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
      expect(id).not.toBe(given);
    }
  });

  it("knows the page's own form posted before or without its scripts: its key's field came empty", () => {
    const posted = (value: unknown) => (name: string) =>
      name === form.FILL_KEY_FIELD ? value : undefined;
    expect(submissionContext(new Headers(), posted("")).postedWithoutScripts).toBe(true);
    for (const sent of [undefined, null, "a".repeat(32), "short"])
      expect(submissionContext(new Headers(), posted(sent)).postedWithoutScripts).toBe(false);
    // A JSON client names its sends with the header, or not at all.
    const header = new Headers({ "idempotency-key": "b".repeat(32) });
    expect(submissionContext(header, posted(undefined)).postedWithoutScripts).toBe(false);
  });

  it("takes the fill's key from the form, else from a JSON client's Idempotency-Key, if well formed", () => {
    const key = "9f1c2d3e-4b5a-6789-abcd-ef0123456789";
    const header = new Headers({ "idempotency-key": key });
    expect(submissionContext(header, () => undefined).fillKey).toBe(key);
    const both = submissionContext(header, (name) =>
      name === form.FILL_KEY_FIELD ? "a".repeat(32) : undefined,
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
        submissionContext(new Headers(), (name) => (name === form.FILL_KEY_FIELD ? bad : undefined))
          .fillKey,
      ).toBeNull();
  });

  it("falls back to the adapter's source and a new request id, and ignores bad signals", () => {
    const context = submissionContext(new Headers(), () => undefined, "api");
    expect(context.source).toBe("api");
    expect(context.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(context).toMatchObject({ honeypot: null, startedAt: null, sentAt: null, fillKey: null });
    const odd = submissionContext(new Headers(), (name) =>
      name === form.STARTED_FIELD ? "-5" : name === form.SENT_FIELD ? "soon" : 7,
    );
    expect(odd).toMatchObject({ source: "", honeypot: null, startedAt: null, sentAt: null });
  });

  it("marks a filled honeypot or a form sent too soon as automated", () => {
    expect(looksAutomated({ honeypot: "x" })).toBe(true);
    expect(looksAutomated({ honeypot: " ", startedAt: Date.now() - 10_000 })).toBe(false);
    expect(looksAutomated({ startedAt: Date.now() - 100 })).toBe(true);
    expect(looksAutomated({ startedAt: 1_000_000, sentAt: 1_000_000 + form.MIN_FILL_MS - 1 })).toBe(
      true,
    );
  });

  it("measures the fill on the browser's clock, so a visitor whose clock is fast is a person", () => {
    // A laptop ten minutes fast, a two-minute fill: both moments are ten minutes ahead.
    const ahead = Date.now() + 10 * 60_000;
    expect(looksAutomated({ startedAt: ahead - 120_000, sentAt: ahead })).toBe(false);
    // The same clock, a form sent at once, is still a bot's.
    expect(looksAutomated({ startedAt: ahead - 100, sentAt: ahead })).toBe(true);
    // Without the send moment (a JSON client that gives only the start), the server's clock.
    expect(looksAutomated({ startedAt: ahead - 120_000 })).toBe(true);
    expect(looksAutomated({ startedAt: Date.now() - 120_000 })).toBe(false);
  });

  it("takes a form's own minimum (the one-field link request's is shorter)", () => {
    const quick = { startedAt: 1_000_000, sentAt: 1_000_000 + 1_500 };
    expect(looksAutomated(quick)).toBe(true);
    expect(looksAutomated(quick, form.MIN_LINK_FILL_MS)).toBe(false);
    expect(looksAutomated({ ...quick, sentAt: 1_000_000 + 200 }, form.MIN_LINK_FILL_MS)).toBe(true);
    expect(looksAutomated({ ...quick, honeypot: "x" }, form.MIN_LINK_FILL_MS)).toBe(true);
  });
});
