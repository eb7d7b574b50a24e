import type { Locator } from "@playwright/test";

import { MIN_FILL_MS, STARTED_FIELD } from "../../src/lib/validation/constants";

/**
 * Waits until the form in `scope` has been shown for the minimum fill time, as a person's typing
 * takes: a form sent sooner is kept as a bot's (quarantined: no notice, no e-mail). The browser
 * and the test share this machine's clock. No wait when the page set no time (no JavaScript).
 */
export async function waitOutMinimumFillTime(scope: Locator) {
  const shown = Number(await scope.locator(`input[name="${STARTED_FIELD}"]`).inputValue());
  const remaining = shown + MIN_FILL_MS + 200 - Date.now();
  if (shown > 0 && remaining > 0) await scope.page().waitForTimeout(remaining);
}
