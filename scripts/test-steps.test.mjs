import { describe, expect, it } from "vitest";

import { testSteps } from "./test-steps.mjs";

describe("npm test's steps", () => {
  it("look for Chromium and Java before lint, types, unit tests and the build", () => {
    const names = testSteps("/repo").map(([name]) => name);
    expect(names.slice(0, 2)).toEqual(["browser", "java (Nu HTML checker)"]);
    expect(names.indexOf("lint")).toBe(2);
    expect(names).toContain("production build");
  });
});
