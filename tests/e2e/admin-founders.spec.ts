import type { APIRequestContext, Page } from "@playwright/test";

import { clientAddress, expect, signUpAndConfirm, test, uniqueToken } from "./admin-fixtures";
import { consoleSection } from "./console-navigation";
import { mailsTo, waitlistEntry } from "./mail";
import { withAndWithoutJavaScript } from "./with-and-without-javascript";

test.use({ extraHTTPHeaders: clientAddress(61) });
// Both cases invite "the next" founders: one at a time, so each sees its own founder invited.
test.describe.configure({ mode: "serial" });

/** A founder of this test's own: signed up through the API, confirmed by the e-mailed link. */
async function confirmedFounder(page: Page, request: APIRequestContext) {
  const token = uniqueToken("founder");
  const entry = waitlistEntry({ company: `${token} Ltd`, email: `${token}@example.co.uk` });
  await signUpAndConfirm(page, request, entry);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/You're founder number \d+/);
  return { company: entry.company, email: entry.email };
}

withAndWithoutJavaScript("inviting founders", () => {
  test("invite the next N: the founder's row says invited, and the code is e-mailed", async ({
    adminPage: page,
    request,
  }) => {
    const founder = await confirmedFounder(page, request);
    await page.goto("/admin/founders");
    await expect(consoleSection(page, "Founders")).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Invitations go in founder place order")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: founder.company });
    await expect(row.getByText("Not invited")).toBeVisible();

    await page.getByLabel("How many").fill("100");
    await page.getByRole("button", { name: "Invite the next founders" }).click();
    await expect(page).toHaveURL(/\/admin\/founders\?invited=\d+/);
    await expect(page.getByRole("status")).toContainText(/Invited \d+ founders?/);
    await expect(row.getByText("Invited", { exact: true })).toBeVisible();

    const [, invitation] = await mailsTo(founder.email, 2);
    expect(invitation).toMatch(/Subject: Your Grafter founder invitation: place \d+ of 100/);
    expect(invitation).toMatch(/GRAF(-[0-9A-Z]{4}){7}/);
  });
});
