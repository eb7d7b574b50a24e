import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { enginesAdmit, packagesRefusing } from "./node-engines.mjs";

const lock = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "..", "package-lock.json"), "utf8"),
);

describe("Node 20", () => {
  it.each([
    [">=18.16", "20.19.0"],
    ["^20.19.0 || >=22.12.0", "20.19.0"],
    ["20 || >=22", "20.19.0"],
    [">= 14", "20.19.0"],
  ])("reads the engines range %j as admitting %s", (range, version) => {
    expect(enginesAdmit(range, version)).toBe(true);
  });

  it.each([
    [">=22.19", "20.19.0"],
    ["^20.19.0 || >=22.12.0", "20.9.0"],
    [">=20.19.0 <22.0.0 || >=22.12.0", "22.1.0"],
  ])("reads the engines range %j as refusing %s", (range, version) => {
    expect(enginesAdmit(range, version)).toBe(false);
  });

  // `npm install` on Node 20 warned that lighthouse 13.5, puppeteer-core and @puppeteer/browsers
  // need Node 22. Vite (under Vitest 4) needs 20.19, the oldest 20 every package accepts.
  it("is accepted by every package the lock file installs", () => {
    expect(packagesRefusing(lock, "20.19.0")).toEqual([]);
  });
});
