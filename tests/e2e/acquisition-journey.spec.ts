import { clientAddress, expect, test, uniqueToken } from "./admin-fixtures";
import { desktopChrome, openWaitlist } from "./analytics-fixtures";
import { waitOutMinimumFillTime } from "./fill-time";
import { fillWaitlistForm } from "./waitlist-form";

// End to end with nothing mocked: a visitor lands from a flyer's link, accepts the
// banner and joins the waitlist from the dialog; the founders then find that sign-up under its
// landing page, its city and its source in the console.

test("a sign-up after landing on /locations/leeds?utm_source=flyer shows under that page and source", async ({
  browser,
  adminPage,
}) => {
  test.setTimeout(90_000);
  const visitor = await browser.newContext({
    userAgent: desktopChrome.userAgent,
    extraHTTPHeaders: { ...clientAddress(63), "sec-ch-ua": desktopChrome.brands },
  });
  const page = await visitor.newPage();
  await page.goto("/locations/leeds?utm_source=flyer");
  const stored = page.waitForResponse((response) => response.url().endsWith("/api/consent"));
  await page
    .getByRole("region", { name: "Cookie consent" })
    .getByRole("button", { name: "Accept All" })
    .click();
  expect((await stored).status()).toBe(202);

  const dialog = await openWaitlist(page);
  await fillWaitlistForm(dialog, { email: `${uniqueToken("journey")}@example.co.uk` });
  await waitOutMinimumFillTime(dialog);
  await dialog.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(
    dialog.getByRole("status").filter({ hasText: "Thank you for joining our waitlist!" }),
  ).toBeVisible();
  await visitor.close();

  await adminPage.goto("/admin/acquisition");
  const rowIn = (table: string, name: string) =>
    adminPage
      .getByRole("table", { name: table })
      .getByRole("row")
      .filter({ has: adminPage.getByRole("rowheader", { name, exact: true }) });
  const signUps = async (table: string, name: string) =>
    Number((await rowIn(table, name).getByRole("cell").nth(1).innerText()).replace(/,/g, ""));

  expect(await signUps("Conversion by landing page", "/locations/leeds")).toBeGreaterThanOrEqual(1);
  expect(await signUps("Conversion by source", "flyer")).toBeGreaterThanOrEqual(1);
  await expect(rowIn("Conversion by city", "Leeds")).toBeVisible();
});
