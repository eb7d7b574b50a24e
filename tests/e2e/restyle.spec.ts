import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

// Decision 046: after a page has been parsed, Next and React still add elements at the end of the
// document (their scripts, the route announcer). A selector that makes Chromium invalidate a whole
// subtree on such an insertion (a :has() anchored at the root whose argument any new element could
// match; a structural pseudo-class on an ancestor compound, as in `.x:not(:last-child) > *`)
// restyles the whole page each time, in tasks a phone already finds long. Chromium's trace says
// how many elements each style update touched: inserting an element at the end of the body, or
// after it, must touch a handful, not the page.

/**
 * The largest number of elements one style update restyled while `change` ran, or null when the
 * trace holds no style update at all (a CI run's trace of an appended element held none; most
 * likely the page's process had not started recording when the change ran, on a loaded
 * machine). Such a trace measured nothing.
 */
async function elementsRestyledBy(page: Page, change: () => void): Promise<number | null> {
  // Let the page finish rendering what it had pending (a section of long text it has just found
  // near the screen is styled then, decision 041) before anything is counted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ["devtools.timeline"] });
  await page.evaluate(change);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; args?: { elementCount?: number } }[];
  };
  const counts = traceEvents
    .filter((event) => event.name === "UpdateLayoutTree")
    .map((event) => event.args?.elementCount);
  if (counts.length === 0) return null;
  // The trace counted each update's elements: the day Chromium drops the count, this fails
  // instead of passing on nothing.
  expect(counts.every((count) => typeof count === "number")).toBe(true);
  return Math.max(...(counts as number[]));
}

/**
 * The fewest of three measured tries (of at most six): a selector that restyles the page does so
 * on every insertion, while the page's own late work (a CI run once counted 35 elements on
 * /legal/privacy, never seen again in 20 runs) lands in one trace at most.
 */
async function fewestRestyledBy(page: Page, change: () => void): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 6 && counts.length < 3; i++) {
    const count = await elementsRestyledBy(page, change);
    if (count !== null) counts.push(count);
  }
  // Some style update was recorded: the day Chromium renames the event, this fails instead of
  // passing on nothing.
  expect(counts.length, "tries whose trace recorded a style update").toBeGreaterThan(0);
  return Math.min(...counts);
}

for (const path of ["/", "/legal/privacy"]) {
  test(`an element added at the end of ${path} restyles a handful of elements, not the page`, async ({
    page,
  }) => {
    await page.goto(path);
    const elements = await page.evaluate(() => document.querySelectorAll("*").length);
    expect(elements).toBeGreaterThan(300);

    const atBodyEnd = await fewestRestyledBy(page, () => {
      document.body.append(document.createElement("div"));
      // Reading a layout value makes the browser update style now, inside the trace.
      void document.body.offsetHeight;
    });
    const afterBody = await fewestRestyledBy(page, () => {
      document.documentElement.append(document.createElement("div"));
      void document.body.offsetHeight;
    });
    expect(atBodyEnd, `${path}: restyled by an element at the end of the body`).toBeLessThan(20);
    expect(afterBody, `${path}: restyled by an element after the body`).toBeLessThan(20);
  });
}
