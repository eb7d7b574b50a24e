import type { Locator } from "@playwright/test";

import { STARTED_FIELD } from "../../src/lib/validation/constants";
import { e2eMinFillMs } from "./e2e-env";

/**
 * Waits until the form in `scope` has been shown for the server's minimum fill time (the browser
 * tests' server's short one, unless `minimumMs` names another), as a person's typing takes: a
 * form sent sooner is kept as a bot's (quarantined: no notice, no e-mail). The browser and the
 * test share this machine's clock. No wait when the page set no time (no JavaScript).
 */
export async function waitOutMinimumFillTime(scope: Locator, minimumMs = e2eMinFillMs) {
  const shown = Number(await scope.locator(`input[name="${STARTED_FIELD}"]`).inputValue());
  const remaining = shown + minimumMs + 200 - Date.now();
  if (shown > 0 && remaining > 0) await scope.page().waitForTimeout(remaining);
}
