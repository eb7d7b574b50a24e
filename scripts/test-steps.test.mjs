import { describe, expect, it } from "vitest";

import { testSteps } from "./test-steps.mjs";

describe("npm test's steps", () => {
  it("look for Chromium and Java before lint, types, unit tests and the build", () => {
    const names = testSteps("/repo").map(([name]) => name);
    expect(names.slice(0, 2)).toEqual(["browser", "java (Nu HTML checker)"]);
    expect(names.indexOf("lint")).toBe(2);
    expect(names).toContain("production build");
  });

  it("run lint, formatting and types at once, then build without checking the types again", () => {
    const steps = testSteps("/repo");
    const together = steps.filter(([, , , options]) => options?.together).map(([name]) => name);
    expect(together).toEqual(["lint", "formatting", "typecheck"]);
    const names = steps.map(([name]) => name);
    const build = steps.find(([name]) => name === "production build");
    expect(names.indexOf("production build")).toBeGreaterThan(names.indexOf("typecheck"));
    expect(build[3].env).toEqual({ GRAFTER_TYPES_CHECKED: "1" });
  });
});
