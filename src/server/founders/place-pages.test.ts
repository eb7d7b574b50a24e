import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { interestedPlans } from "@/lib/validation/options";

import { founderPlacePaths } from "./places";

const appDir = path.resolve(import.meta.dirname, "../../app");

/** Every page file under src/app, with the address it answers (route groups dropped). */
function pages(dir = appDir): { file: string; route: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    if (entry.name !== "page.tsx") return [];
    const segments = path
      .relative(appDir, dir)
      .split(path.sep)
      .filter((segment) => segment && !/^\(.*\)$/.test(segment));
    return [{ file: full, route: `/${segments.join("/")}` }];
  });
}

// After a confirmation, /signup/joined and /signup/plan/* showed the old count while /
// showed the new one: one was never refreshed, the other refreshed under a pattern that matched
// nothing.
describe("pages showing founder places left", () => {
  it("are all refreshed after a confirmation or an erasure, at the addresses visitors open", () => {
    const cached = pages().filter(({ file }) => {
      const source = readFileSync(file, "utf8");
      // A page rendered per request (the confirm page) has no cached copy to refresh.
      return source.includes("getFounderPlacesLeft") && /export const revalidate\b/.test(source);
    });
    expect(cached.map(({ route }) => route).sort()).toEqual([
      "/",
      "/signup",
      "/signup/joined",
      "/signup/plan/[plan]",
    ]);
    const addresses = cached.flatMap(({ route }) =>
      route.includes("[plan]")
        ? interestedPlans.map((plan) => route.replace("[plan]", plan))
        : [route],
    );
    expect([...founderPlacePaths].sort()).toEqual(addresses.sort());
  });
});
