// The cookie banner answered before a page loads (essential cookies only), for browser runs that
// are not about the banner: the admin console's tests and screenshots. The record is the one the
// banner itself stores (src/content/consent.ts, src/lib/consent): TypeScript callers pass its key
// and version from there; plain scripts get the same values as defaults.

/**
 * Makes every page `target` opens (a Playwright page or browser context) start with the banner
 * answered.
 */
/** The banner's storage key and policy version (src/content/consent.ts; a unit test keeps them equal). */
export const bannerRecord = { key: "cookie-consent", version: 2 };

export function answerCookieBanner(
  target,
  { key = bannerRecord.key, version = bannerRecord.version } = {},
) {
  return target.addInitScript(
    ([storageKey, policyVersion]) => {
      // Frames have no banner, and a sandboxed one (the console's e-mail preview) no storage.
      if (window.top !== window) return;
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
