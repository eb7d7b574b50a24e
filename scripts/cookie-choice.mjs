// The cookie banner answered before a page loads (essential cookies only), for browser runs that
// are not about the banner: the admin console's tests and screenshots. The record is the one the
// banner itself stores (src/content/consent.ts, src/lib/consent): TypeScript callers pass its key
// and version from there; plain scripts get the same values as defaults.

/**
 * Makes every page `target` opens (a Playwright page or browser context) start with the banner
 * answered.
 */
export function answerCookieBanner(target, { key = "cookie-consent", version = 1 } = {}) {
  return target.addInitScript(
    ([storageKey, policyVersion]) => {
      window.localStorage.setItem(
        storageKey,
        JSON.stringify({
          essential: true,
          performance: false,
          functionality: false,
          marketing: false,
          version: policyVersion,
          updatedAt: new Date().toISOString(),
        }),
      );
    },
    [key, version],
  );
}
