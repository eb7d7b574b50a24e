import type { Page, Route } from "@playwright/test";

/**
 * Holds every request for a script chunk from now until `release()`: the page as a slow phone has
 * it, painted and usable before its scripts arrive (the phone menu in conventions.md, decision
 * 072, the dialog's loading).
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route("**/_next/static/chunks/*.js", (route) => {
    if (released) return route.fallback();
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.fallback()));
    },
  };
}
