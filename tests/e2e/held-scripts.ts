import type { Page, Route } from "@playwright/test";

const chunks = "**/_next/static/chunks/*.js";

/**
 * Holds every request for a script chunk from now until `release()`: the page as a slow phone has
 * it, painted and usable before its scripts arrive (the phone menu in conventions.md, decision
 * 072, the dialog's loading). Released, later chunks (a dialog's code fetched on first opening) no
 * longer pass through the test runner: under a loaded machine that round trip was seconds.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  const hold = (route: Route) => (released ? route.fallback() : void held.push(route));
  await page.route(chunks, hold);
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.fallback()));
      await page.unroute(chunks, hold);
    },
  };
}
