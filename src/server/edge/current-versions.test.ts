import { describe, expect, it } from "vitest";

import { CurrentVersions } from "./current-versions";

const html = "text/html; charset=utf-8";

describe("CurrentVersions", () => {
  it("keeps the newest version of each path", () => {
    const versions = new CurrentVersions();
    versions.set("/", { etag: '"a"', contentType: html });
    versions.set("/", { etag: '"b"', contentType: html });
    expect(versions.get("/")).toEqual({ etag: '"b"', contentType: html });
    expect(versions.get("/about")).toBeUndefined();
  });

  it("forgets the path seen longest ago beyond its limit", () => {
    const versions = new CurrentVersions(2);
    versions.set("/a", { etag: '"1"', contentType: html });
    versions.set("/b", { etag: '"1"', contentType: html });
    // A new version of /a makes it the newest path; /b is now the oldest.
    versions.set("/a", { etag: '"2"', contentType: html });
    versions.set("/c", { etag: '"1"', contentType: html });
    expect(versions.get("/b")).toBeUndefined();
    expect(versions.get("/a")?.etag).toBe('"2"');
    expect(versions.get("/c")?.etag).toBe('"1"');
  });
});
