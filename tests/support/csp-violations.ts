import type { Page } from "@playwright/test";

/**
 * Records every Content-Security-Policy violation the page reports, from its first script on;
 * the returned function reads what has been seen so far.
 */
export async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return async () => [
    ...refused,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ];
}

/** True once React has attached to the document (Next's flight data array exists). */
export const hydrated = (page: Page) =>
  page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f));

/** Injects an inline script the page did not ship; true if it ran. */
export async function injectedScriptRuns(page: Page): Promise<boolean> {
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
  });
  return page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true);
}
