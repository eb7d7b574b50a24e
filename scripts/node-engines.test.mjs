import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { enginesAdmit, packagesRefusing } from "./node-engines.mjs";

const lock = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "..", "package-lock.json"), "utf8"),
);

describe("Node 20", () => {
  it("reads the ranges engines fields use", () => {
    expect(enginesAdmit(">=22.19", "20.19.0")).toBe(false);
    expect(enginesAdmit(">=18.16", "20.19.0")).toBe(true);
    expect(enginesAdmit("^20.19.0 || >=22.12.0", "20.19.0")).toBe(true);
    expect(enginesAdmit("^20.19.0 || >=22.12.0", "20.9.0")).toBe(false);
    expect(enginesAdmit(">=20.19.0 <22.0.0 || >=22.12.0", "22.1.0")).toBe(false);
    expect(enginesAdmit("20 || >=22", "20.19.0")).toBe(true);
    expect(enginesAdmit(">= 14", "20.19.0")).toBe(true);
  });

  // `npm install` on Node 20 warned that lighthouse 13.5, puppeteer-core and @puppeteer/browsers
  // need Node 22. Vite (under Vitest 4) needs 20.19, the oldest 20 every package accepts.
  it("is accepted by every package the lock file installs", () => {
    expect(packagesRefusing(lock, "20.19.0")).toEqual([]);
  });
});
