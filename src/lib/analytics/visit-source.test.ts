import { describe, expect, it } from "vitest";

import { referrerHost, sitePath, utmFrom, viewportClass } from "./visit-source";

describe("viewport class", () => {
  it.each([
    [320, "phone"],
    [375, "phone"],
    [767, "phone"],
    [768, "tablet"],
    [1023, "tablet"],
    [1024, "desktop"],
    [1440, "desktop"],
  ] as const)("%i px is a %s", (width, expected) => {
    expect(viewportClass(width)).toBe(expected);
  });
});

describe("UTM extraction", () => {
  it("keeps the five UTM tags and nothing else of the query", () => {
    expect(
      utmFrom(
        "?utm_source=flyer&utm_medium=print&utm_campaign=leeds-2026&utm_term=crm&utm_content=a&token=secret&plan=pro",
      ),
    ).toEqual({
      source: "flyer",
      medium: "print",
      campaign: "leeds-2026",
      term: "crm",
      content: "a",
    });
  });

  it("is undefined without UTM tags, or with only empty ones", () => {
    expect(utmFrom("")).toBeUndefined();
    expect(utmFrom("?token=abc")).toBeUndefined();
    expect(utmFrom("?utm_source=&utm_medium=%20")).toBeUndefined();
  });

  it("decodes, trims, drops control characters and cuts at 100 characters", () => {
    const long = "x".repeat(150);
    expect(utmFrom(`?utm_source=%20trade%20forum%0A&utm_campaign=${long}`)).toEqual({
      source: "trade forum",
      campaign: "x".repeat(100),
    });
    expect(utmFrom("?utm_source=a%E2%80%8Bb")).toEqual({ source: "ab" });
  });

  it("never sends a value that is an e-mail address or a phone number", () => {
    expect(
      utmFrom(
        "?utm_source=newsletter&utm_campaign=jane.doe%40example.com&utm_content=07700%20900123",
      ),
    ).toEqual({ source: "newsletter" });
    expect(utmFrom("?utm_term=%2B44%207700%20900123")).toBeUndefined();
  });
});

describe("referrer host", () => {
  it("gives another site's host name only, lower case", () => {
    expect(referrerHost("https://www.Google.co.uk/search?q=plumber+crm", "grafter.co.uk")).toBe(
      "www.google.co.uk",
    );
  });

  it("gives nothing for this site, no referrer or something that is not a URL", () => {
    expect(referrerHost("https://grafter.co.uk/pricing", "grafter.co.uk")).toBeUndefined();
    expect(referrerHost("", "grafter.co.uk")).toBeUndefined();
    expect(referrerHost("not a url", "grafter.co.uk")).toBeUndefined();
    expect(referrerHost("android-app://com.google.android.gm/", "grafter.co.uk")).toBe(
      "com.google.android.gm",
    );
  });
});

describe("site path", () => {
  it("keeps the pathname only", () => {
    expect(sitePath("/locations/leeds")).toBe("/locations/leeds");
    expect(sitePath("/signup?token=abc#x")).toBe("/signup");
    expect(sitePath("//evil.example/path")).toBe("/");
    expect(sitePath(`/${"a".repeat(300)}`)).toHaveLength(200);
    // Encoded as location.pathname is, so the wire takes it (wire.ts refuses anything else).
    expect(sitePath("/café")).toBe("/caf%C3%A9");
    expect(sitePath("/\ud800x")).toBe("/");
  });
});
