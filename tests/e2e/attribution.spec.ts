import type { Page } from "@playwright/test";

import { ATTRIBUTION_FIELD, parseAttribution } from "../../src/lib/analytics/wire";
import { allowOnly, type AnalyticsLog, expect, openWaitlist, test } from "./analytics-fixtures";
import { answerBanner } from "./consent-banner";

// A waitlist sign-up carries its source in a hidden field, filled as it is sent: the
// first touch with marketing consent, the current visit's start with performance, nothing without.

const successMessage = "Thank you for joining our waitlist!";

/** With performance allowed, `analytics` waits for the form's companion, which fills the field. */
async function signUp(page: Page, analytics?: AnalyticsLog) {
  const dialog = await openWaitlist(page);
  // The companion's code is fetched when the dialog opens; a form sent before it has arrived
  // goes without its source (an automated fill is that fast, a person is not).
  if (analytics)
    await expect
      .poll(() => analytics.events().some((e) => e.type === "funnel" && e.step === "opened"))
      .toBe(true);
  await dialog.getByLabel("Name").fill("Sam Carter");
  await dialog
    .getByLabel("Email", { exact: true })
    .fill(`attribution.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.uk`);
  await dialog.getByLabel("Company", { exact: true }).fill("Carter Electrical");
  await dialog.getByLabel("Trade").selectOption("electrician");
  await dialog.getByLabel("Company size").selectOption("6-20");
  await dialog.getByLabel("Interested plan").selectOption("professional");
  await dialog.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: successMessage })).toBeVisible();
  return dialog.locator(`input[name="${ATTRIBUTION_FIELD}"]`).inputValue();
}

// Every visitor here lands from a flyer's link: the landing and source a sign-up may carry.
test.beforeEach(async ({ page }) => {
  await page.goto("/locations/leeds?utm_source=flyer");
});

test("with Accept All, a sign-up after landing on /locations/leeds?utm_source=flyer carries that landing and source", async ({
  page,
  analytics,
}) => {
  await answerBanner(page, "Accept All");
  // The proof of consent leaves with the click, naming the visit that starts on this page.
  await expect.poll(() => analytics.choices.length).toBe(1);
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);

  const attribution = parseAttribution(await signUp(page, analytics));
  expect(attribution).toMatchObject({
    visit: analytics.choices[0]!.visit,
    landing: "/locations/leeds",
    utm: { source: "flyer" },
    firstTouch: {
      landing: "/locations/leeds",
      utm: { source: "flyer" },
      firstSeen: new Date().toISOString().slice(0, 10),
    },
  });
});

test("with performance only, the sign-up carries this visit's source and no first touch", async ({
  page,
  analytics,
}) => {
  await allowOnly(page, "Performance");

  const attribution = parseAttribution(await signUp(page, analytics));
  expect(attribution).toMatchObject({ landing: "/locations/leeds", utm: { source: "flyer" } });
  expect(attribution).not.toHaveProperty("firstTouch");
});

test("without consent the hidden field stays empty", async ({ page }) => {
  await answerBanner(page, "Reject All");
  expect(await signUp(page)).toBe("");
});
