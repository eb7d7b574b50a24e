import type { APIRequestContext, Page } from "@playwright/test";

import { clientAddress, expect, signUpAndConfirm, test, uniqueToken } from "./admin-fixtures";
import { consoleSection } from "./console-navigation";
import { launchNewsLeaveCopy } from "../../src/content/launch-news";
import { axeViolations } from "./axe";
import { linksIn, mailAbout, mailTo, uniqueEmail, waitlistEntry } from "./mail";
import { withAndWithoutJavaScript } from "./with-and-without-javascript";

test.use({
  extraHTTPHeaders: clientAddress(66),
  // The preview's frames are sandboxed without scripts; the message has none, but the browser
  // under test injects its own into every frame and reports the refusal as an error.
  allowConsoleErrors:
    /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
});

/** A confirmed waitlist address of this test's own: launch news may write to it. */
async function confirmedPerson(
  page: Page,
  request: APIRequestContext,
  fields: Record<string, string>,
) {
  const token = uniqueToken("campaign");
  const entry = waitlistEntry({ email: `${token}@example.co.uk`, ...fields });
  await signUpAndConfirm(page, request, entry);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return entry.email;
}

/** The page again until `check` passes: what the dispatcher does shows on the next load. */
async function reloadUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout: 20_000 });
}

withAndWithoutJavaScript("a campaign", (javaScriptEnabled) => {
  test("draft, preview, test send, send, pause, resume, and each recipient's state", async ({
    adminPage: page,
    request,
  }) => {
    // Two sign-ups confirmed by e-mail, then a whole campaign: many page loads and mail waits.
    test.setTimeout(180_000);
    // A plan of their own per run, so the filters pick these two people out of the suite's.
    const filters = {
      trade: "plasterer",
      company_size: "201+",
      interested_plan: javaScriptEnabled ? "starter" : "undecided",
    };
    const avery = await confirmedPerson(page, request, { ...filters, name: "Avery Stone" });
    const blake = await confirmedPerson(page, request, { ...filters, name: "Blake Moss" });
    const subject = `Grafter is live ${uniqueToken("subject")}`;

    await page.goto("/admin/campaigns");
    await expect(consoleSection(page, "Campaigns")).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "New campaign" }).click();
    await expect(page.locator('input[value="launch_announcement/launch_news"]')).toBeChecked();
    await page.getByLabel("Trade").selectOption("plasterer");
    await page.getByLabel("Company size").selectOption("201+");
    await page.getByLabel("Plan of interest").selectOption(filters.interested_plan);
    await page.getByLabel("Subject").fill(subject);
    await page.getByLabel("Preheader").fill("The day is here");
    await page
      .getByLabel("Message (Markdown)")
      .fill("Hi {{first_name}},\n\nGrafter is live.\n\n[See your data]({{personal_page}})");
    // One a minute: the first goes at once, the second waits, so Pause finds it queued.
    await page.getByLabel("Messages a minute").fill("1");
    await page.getByRole("button", { name: "Save the draft" }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns\/\d+\?saved=1/);
    await expect(page.getByRole("status").first()).toHaveText("Draft saved.");
    const campaignUrl = new URL(page.url()).pathname;

    // Before sending: the count and every exclusion with its reason.
    await expect(page.locator("#audience-count")).toHaveText(/^\d+ people would receive it$/);
    const exclusions = page.getByRole("list", { name: "Exclusions" });
    for (const reason of ["Not confirmed", "Unsubscribed", "On the suppression list"])
      await expect(exclusions).toContainText(reason);

    // Preview as a named recipient, at both widths, and the text part.
    await page.getByLabel("Preview as").selectOption(blake);
    await page.getByRole("button", { name: "Show the preview" }).click();
    for (const width of ["phone", "desktop"]) {
      const frame = page.frameLocator(
        `iframe[title="The message at ${width} width${width === "phone" ? ", 375 px" : ", 1280 px"}"]`,
      );
      await expect(frame.getByText("Hi Blake,")).toBeVisible();
    }
    await expect(page.locator("pre")).toContainText("Hi Blake,");
    // The campaign's page as a founder reads it, preview open (the list and the draft form are
    // among everyConsolePage's).
    if (javaScriptEnabled) expect(await axeViolations(page), campaignUrl).toEqual([]);

    // A test to a typed address: marked, filled in as Blake, with no real personal link.
    const tester = uniqueEmail("tester");
    await page.getByLabel("Send a test to").fill(tester);
    await page.getByRole("button", { name: "Send the test" }).click();
    await expect(page.getByRole("status").first()).toContainText("The test is on its way");
    const testMail = await mailTo(tester);
    expect(testMail).toContain(`Subject: [TEST] ${subject}`);
    expect(testMail).toContain("Hi Blake,");
    expect(linksIn(testMail).some((href) => href.includes("token="))).toBe(false);

    // Schedule in UK time, then take the schedule back.
    await page.getByLabel("Or send at (UK time)").fill("2099-06-01T09:00");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByRole("status").first()).toHaveText("Scheduled.");
    await expect(page.getByText("1 Jun 2099, 09:00 (UK time)")).toBeVisible();
    await page.getByRole("button", { name: "Cancel the schedule" }).click();
    await expect(page.getByRole("status").first()).toContainText("It is a draft again", {
      ignoreCase: true,
    });

    await page.getByRole("link", { name: "Run the dry run" }).click();
    await expect(page.getByText(/Dry run passed: \d+ messages? rendered/)).toBeVisible();

    await page.getByRole("button", { name: "Send now" }).click();
    await expect(page.getByRole("status").first()).toContainText(/Sending to \d+ recipients/);
    await expect(page.getByText("Editing is locked once sending starts.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit the draft" })).toHaveCount(0);

    await page.getByRole("button", { name: "Pause" }).click();
    await expect(page.getByRole("status").first()).toContainText("Paused");
    await expect(page.locator("#campaign-standing")).toHaveText(/^Paused: [1-9]\d* still queued/);

    await page.getByLabel("Messages a minute").fill("600");
    await page.getByRole("button", { name: "Change the rate" }).click();
    await expect(page.getByRole("status").first()).toHaveText("Rate set to 600 a minute.");
    await page.getByRole("button", { name: "Resume" }).click();
    await expect(page.getByRole("status").first()).toHaveText("Resumed.");

    // Each gets the campaign once (after their confirmation), filled in as themselves.
    for (const [address, first] of [
      [avery, "Avery"],
      [blake, "Blake"],
    ] as const) {
      const campaign = await mailAbout(address, subject);
      expect(campaign).toContain(`Hi ${first},`);
      expect(campaign).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    }

    await page.goto(campaignUrl);
    await page.getByRole("link", { name: "Each recipient" }).click();
    await expect(page).toHaveURL(/\/recipients$/);
    for (const address of [avery, blake]) {
      const row = page.getByRole("row").filter({ hasText: address });
      await reloadUntil(page, () => expect(row.getByText("Sent")).toBeVisible({ timeout: 500 }));
      await expect(row).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    }
    if (javaScriptEnabled) expect(await axeViolations(page), "recipients").toEqual([]);
    await page.getByRole("link", { name: /^Failed: / }).click();
    await expect(page.getByRole("row").filter({ hasText: avery })).toHaveCount(0);

    // Avery leaves from the message's footer: opening the link changes nothing, one press does,
    // and the console shows Avery's row as unsubscribed.
    const averyMail = await mailAbout(avery, subject);
    const leave = linksIn(averyMail).find((href) => href.includes("/launch-news/unsubscribe"));
    expect(leave, "the footer's unsubscribe link").toBeTruthy();
    await page.goto(leave!);
    await expect(page.getByRole("heading", { name: launchNewsLeaveCopy.title })).toBeVisible();
    await page.getByRole("button", { name: launchNewsLeaveCopy.button }).click();
    await expect(page.getByRole("heading", { name: launchNewsLeaveCopy.done.title })).toBeVisible();
    await page.goto(`${campaignUrl}/recipients`);
    await expect(
      page.getByRole("row").filter({ hasText: avery }).getByText("Unsubscribed"),
    ).toBeVisible();

    await page.goto("/admin/campaigns");
    const listed = page.getByRole("row").filter({ hasText: subject });
    await expect(listed.getByRole("cell").nth(3)).toHaveText(/^[1-9]\d*$/); // sent
  });
});

test("marketing is refused while POSTAL_ADDRESS is unset, and the console says why", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/campaigns/new");
  await expect(page.getByText("POSTAL_ADDRESS is not set")).toBeVisible();
  await page.locator('input[value="marketing/newsletter"]').check();
  await page.getByLabel("Subject").fill("Our first newsletter");
  await page.getByLabel("Message (Markdown)").fill("Hello from Grafter.");
  await page.getByRole("button", { name: "Save the draft" }).click();
  await expect(page.getByText("It cannot be sent yet.")).toBeVisible();
  await expect(
    page.getByText(
      "Set POSTAL_ADDRESS before sending marketing: every message must name the sender's postal address.",
    ),
  ).toBeVisible();
});
