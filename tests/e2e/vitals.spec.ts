import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, presetConsent, test } from "./analytics-fixtures";

// Our own vitals observers (src/lib/analytics/vitals.ts, decision 026) against the web-vitals
// library, both in the same page: the figures the beacon sends must be web-vitals' figures,
// rounded the way the wire rounds them. web-vitals runs from the first byte (an init script), ours
// from when the beacon starts; everything measured happens after both are listening.

const webVitals = readFileSync(
  path.resolve("node_modules/web-vitals/dist/web-vitals.iife.js"),
  "utf8",
);

type Reference = Partial<Record<"lcp" | "inp" | "cls" | "fcp" | "ttfb", number>>;

test("the beacon's LCP, INP, CLS, FCP and TTFB are web-vitals' own figures", async ({
  page,
  analytics,
}) => {
  await presetConsent(page, { performance: true, functionality: false, marketing: false });
  // Init scripts run in a scope of their own: the library is made a global explicitly.
  await page.addInitScript({ content: `${webVitals}\nglobalThis.webVitals = webVitals;` });
  await page.addInitScript(() => {
    const reference: Record<string, number> = {};
    Object.assign(window, { reference });
    type Observe = (
      report: (metric: { name: string; value: number }) => void,
      options: { reportAllChanges: boolean },
    ) => void;
    const library = (window as unknown as { webVitals: Record<string, Observe> }).webVitals;
    for (const name of ["onLCP", "onINP", "onCLS", "onFCP", "onTTFB"])
      library[name]!((metric) => (reference[metric.name.toLowerCase()] = metric.value), {
        reportAllChanges: true,
      });
    // Slow handlers, so each interaction lasts long enough (over 40 ms) to be an INP candidate,
    // and not all alike, so the worst one is a real choice.
    let interactions = 0;
    const busy = () => {
      const until = performance.now() + 50 + (interactions++ % 4) * 25;
      while (performance.now() < until);
    };
    addEventListener("pointerdown", busy, true);
    addEventListener("keydown", busy, true);
  });

  await page.goto("/contact");
  // The page view proves the beacon (and with it our observers) has started.
  await expect.poll(() => analytics.viewedPaths()).toEqual(["/contact"]);

  await page.getByRole("heading", { level: 1 }).click();
  await page.getByRole("textbox", { name: "Name" }).click();
  await page.keyboard.type("Sam", { delay: 50 });
  await page.getByRole("textbox", { name: "Message" }).click();
  await page.keyboard.type("Hi", { delay: 50 });

  // Layout shifts long after the last input (hadRecentInput is false after 500 ms): two in one
  // session window, then one in a window of its own.
  await page.waitForTimeout(800);
  const pushDown = (height: number) =>
    page.evaluate(async (height) => {
      const block = document.createElement("div");
      block.style.height = `${height}px`;
      document.body.prepend(block);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }, height);
  await pushDown(60);
  await page.waitForTimeout(300);
  await pushDown(40);
  await page.waitForTimeout(1_300);
  await pushDown(120);

  // web-vitals handles INP entries when the browser is idle (within a second).
  await page.waitForTimeout(1_500);
  const reference: Reference = await page.evaluate(
    () => (window as unknown as { reference: Reference }).reference,
  );
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide")));
  await expect.poll(() => analytics.events().filter((e) => e.type === "vitals").length).toBe(1);
  const ours = analytics
    .events()
    .find((e): e is Extract<typeof e, { type: "vitals" }> => e.type === "vitals")!;
  console.log(`web-vitals ${JSON.stringify(reference)}\nours       ${JSON.stringify(ours)}`);

  // The scenario measured what it meant to: every figure present, a shift and slow interactions.
  for (const name of ["lcp", "inp", "cls", "fcp", "ttfb"] as const)
    expect(reference[name], `web-vitals ${name}`).toEqual(expect.any(Number));
  expect(reference.cls).toBeGreaterThan(0);
  expect(reference.inp).toBeGreaterThanOrEqual(40);

  expect(ours).toMatchObject({
    path: "/contact",
    ttfb: Math.round(reference.ttfb!),
    fcp: Math.round(reference.fcp!),
    lcp: Math.round(reference.lcp!),
    cls: Math.round(reference.cls! * 10_000) / 10_000,
  });
  // Event durations come rounded to 8 ms, and both read the same entries.
  expect(Math.abs(ours.inp! - reference.inp!)).toBeLessThanOrEqual(8);
});
