import { expect, test as base } from "@playwright/test";

/** Every browser test fails on an uncaught page error or a console error it did not expect. */
/** Set `allowConsoleErrors` to a pattern for console errors a test expects (e.g. its own 404). */
export const test = base.extend<{ allowConsoleErrors: RegExp | undefined }>({
  allowConsoleErrors: [undefined, { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    // Pages start Next's scripts after their first paint (docs/decisions/013), and a page served
    // this fast can fire `load` before it paints: wait for a quiet network, so a test acts on the
    // hydrated page as a visitor does a moment later, not in the instant before.
    const goto = page.goto.bind(page);
    page.goto = (url, options) => goto(url, { waitUntil: "networkidle", ...options });
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (allowConsoleErrors?.test(text)) return;
      problems.push(`console.error: ${text}`);
    });
    await use(page);
    expect(problems, "unexpected errors in the page").toEqual([]);
  },
});

export { expect };
