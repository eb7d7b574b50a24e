import { describe, expect, it } from "vitest";

import { judgeGoals } from "./goals.mjs";

const BARE = "bare";
const run = (figures) => ({
  performance: 99,
  fcp: 700,
  lcp: 700,
  tbt: 100,
  cls: 0,
  jsBytes: 130 * 1024,
  ...figures,
});

function results(simulate, devtools) {
  return new Map([
    ["simulate", new Map(Object.entries(simulate))],
    ["devtools", new Map(Object.entries(devtools))],
  ]);
}

const missed = (verdicts, page) =>
  verdicts.filter((v) => v.page === page && !v.met).map((v) => v.goal);

describe("judgeGoals", () => {
  it("passes a page that matches the bare page, and judges the bare page against nothing", () => {
    const verdicts = judgeGoals(
      results({ [BARE]: [run()], "/": [run()] }, { [BARE]: [run()], "/": [run()] }),
      BARE,
    );
    expect(verdicts.map((v) => v.page)).not.toContain(BARE);
    expect(verdicts).toHaveLength(7);
    expect(missed(verdicts, "/")).toEqual([]);
  });

  it("reads medians, and measures TBT, performance and JavaScript against the bare page's", () => {
    const verdicts = judgeGoals(
      results(
        {
          [BARE]: [run({ tbt: 90 }), run({ tbt: 110 }), run({ tbt: 100 })],
          // Median TBT 140 > 100 + 30; median LCP 1.6 s; one good run does not rescue it.
          "/signup": [
            run({ tbt: 140, lcp: 1600, performance: 97 }),
            run({ tbt: 60, lcp: 900 }),
            run({ tbt: 150, lcp: 1700, performance: 98 }),
          ],
          // Exactly at the limits: met.
          "/contact": [run({ tbt: 130, lcp: 1500, cls: 0.01 })],
        },
        {
          [BARE]: [run({ performance: 98, jsBytes: 100 * 1024 })],
          "/signup": [run({ performance: 97, jsBytes: 116 * 1024 })],
          "/contact": [run({ performance: 98, jsBytes: 115 * 1024 })],
        },
      ),
      BARE,
    );
    expect(missed(verdicts, "/signup")).toEqual([
      "simulated perf >= 99",
      "simulated TBT <= bare + 30 ms",
      "simulated LCP <= 1.5 s",
      "devtools perf >= bare",
      "JS before interaction <= bare + 15 KB",
    ]);
    const tbt = verdicts.find((v) => v.page === "/signup" && v.key === "tbt");
    expect(tbt).toMatchObject({ value: 140, limit: 130, met: false });
    expect(missed(verdicts, "/contact")).toEqual([]);
  });

  it("leaves out failed runs, a page with none left, and a method that was not run", () => {
    const verdicts = judgeGoals(
      new Map([
        [
          "devtools",
          new Map([
            [BARE, [run(), { error: "NO_FCP" }]],
            ["/", [{ error: "NO_NAVSTART" }]],
            ["/about", [run({ lcp: 1200 }), { error: "NO_FCP" }]],
          ]),
        ],
      ]),
      BARE,
    );
    expect(new Set(verdicts.map((v) => v.page))).toEqual(new Set(["/about"]));
    expect(verdicts.map((v) => v.goal)).toEqual([
      "devtools LCP <= 1.5 s",
      "devtools perf >= bare",
      "JS before interaction <= bare + 15 KB",
    ]);
    expect(verdicts.every((v) => v.met)).toBe(true);
  });
});
