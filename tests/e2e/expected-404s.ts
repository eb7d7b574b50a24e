import { expect, test } from "./fixtures";

/** The only 404 a spec may meet: the 404 page's own document. */
const expected404 = /\/no-such-page$/;

/**
 * Lets the browser's "status of 404" console errors through for the 404s above only: any other
 * 404 response still fails the test. Call once at the top of a spec file.
 */
export function allowExpected404s() {
  test.use({ allowConsoleErrors: /status of 404/ });
  let unexpected: string[] = [];
  test.beforeEach(({ page }) => {
    unexpected = [];
    page.on("response", (response) => {
      if (response.status() === 404 && !expected404.test(response.url())) {
        unexpected.push(response.url());
      }
    });
  });
  test.afterEach(() => expect(unexpected, "unexpected 404 responses").toEqual([]));
}
