import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { linksIn, mailTo, uniqueEmail } from "./mail";

// The newsletter e-mail's two links open pages that say where the subscription stands now: an
// old link after the action it offers has been taken shows that, with no button that would only
// answer "already used" (found using the site as a subscriber would).

async function expectPage(page: Page, link: string, heading: string, button: string | null) {
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  const buttons = page.getByRole("main").getByRole("button");
  if (button === null) await expect(buttons).toHaveCount(0);
  else await expect(buttons).toHaveText([button]);
}

for (const javaScriptEnabled of [true, false]) {
  test(`the newsletter links show the subscription as it stands, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const email = uniqueEmail("news-links");
    expect((await request.post("/api/newsletter", { data: { email } })).status()).toBe(201);
    const links = linksIn(await mailTo(email));
    const confirm = links.find((href) => href.startsWith("/newsletter/confirm?token="))!;
    const unsubscribe = links.find((href) => href.startsWith("/newsletter/unsubscribe?token="))!;
    expect(confirm && unsubscribe).toBeTruthy();

    await expectPage(page, confirm, "Confirm your subscription", "Confirm my subscription");
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "You're subscribed. Thank you for confirming your e-mail address.",
    );
    await expectPage(page, confirm, "Subscription confirmed", null);

    await expectPage(page, unsubscribe, "Unsubscribe from the newsletter", "Unsubscribe");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "You've been unsubscribed and won't receive the newsletter again.",
    );
    await expectPage(page, unsubscribe, "Unsubscribed", null);
    // The old confirm link no longer subscribes, and says so, pointing to where one can.
    await expectPage(page, confirm, "You've unsubscribed", null);
    await expect(page.getByRole("status")).toContainText("the box at the foot of this page");
    await expect(
      page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }),
    ).toBeVisible();
    await context.close();
  });
}
