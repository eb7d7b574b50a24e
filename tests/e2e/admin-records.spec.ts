import { readFile } from "node:fs/promises";

import {
  clientAddress,
  expect,
  joinWaitlist,
  sendContact,
  test,
  uniqueToken,
} from "./admin-fixtures";
import { consoleSection } from "./console-navigation";

test.use({ extraHTTPHeaders: clientAddress(50) });

test("the waitlist filters by search and trade, sorts, and opens a record", async ({
  adminPage: page,
  request,
}) => {
  const token = uniqueToken("filter");
  await joinWaitlist(request, {
    name: "Ann Plumb",
    company: `${token} Plumbing`,
    email: `ann.${token}@example.co.uk`,
    trade: "plumber",
  });
  await joinWaitlist(request, {
    name: "Bob Roof",
    company: `${token} Roofing`,
    email: `bob.${token}@example.co.uk`,
    trade: "roofer",
  });
  await joinWaitlist(request, {
    name: "Cat Plumb",
    company: `${token} Heating`,
    email: `cat.${token}@example.co.uk`,
    trade: "plumber",
  });

  await consoleSection(page, "Waitlist").click();
  await page.getByLabel("Search").fill(token);
  await page.getByLabel("Trade").selectOption("plumber");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${token}.*trade=plumber`));
  await expect(page.getByRole("heading", { name: "2 sign-ups match" })).toBeVisible();
  const names = page.locator("tbody tr td:first-child a");
  await expect(names).toHaveText(["Cat Plumb", "Ann Plumb"]);

  await page.getByRole("link", { name: "Name" }).click();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
  await expect(names).toHaveText(["Ann Plumb", "Cat Plumb"]);

  await names.first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Ann Plumb" })).toBeVisible();
  await expect(page.getByText(`${token} Plumbing`)).toBeVisible();
});

test("the export downloads the filtered rows as safe CSV", async ({ adminPage: page, request }) => {
  const token = uniqueToken("export");
  await joinWaitlist(request, {
    name: '=HYPERLINK("http://evil.example")',
    company: `${token}, "Quoted" Ltd`,
    email: `formula.${token}@example.co.uk`,
  });
  await joinWaitlist(request, {
    company: `${token} Other`,
    email: `other.${token}@example.co.uk`,
    trade: "roofer",
  });
  await page.goto(`/admin/waitlist?q=${token}&trade=electrician`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^grafter-waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toMatch(/^id,created_at,name,email,company,trade,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(lines[1]).toContain(`"${token}, ""Quoted"" Ltd"`);
  // A UK date and time that Excel recognises (dd/mm/yyyy hh:mm), and the form's words for a size.
  expect(lines[1]).toMatch(/,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2},/);
  expect(lines[1]).toContain(",6-20 people,");
});

test("erasure shows what is held, asks for confirmation, then leaves nothing", async ({
  adminPage: page,
  request,
}) => {
  const token = uniqueToken("erase");
  const email = `erase.${token}@example.co.uk`;
  await joinWaitlist(request, { name: "Erin Erase", company: `${token} Ltd`, email });
  await sendContact(request, { name: "Erin Erase", email });

  await page.goto(`/admin/waitlist?q=${token}`);
  await page.getByRole("link", { name: "Erin Erase" }).click();
  await page.getByRole("link", { name: "Erase this person" }).click();
  await expect(page.getByRole("heading", { name: `Held about ${email}` })).toBeVisible();
  const counts = page.locator("dl dd");
  // Outbox: two founders' notices, the waitlist confirmation and the contact acknowledgement.
  // Mail files are written by the dispatcher on its own time.
  await expect(counts).toHaveText(["1", "1", "0", "1", "4", /^[0-4]$/]);
  const erase = page.getByRole("button", { name: /^Erase \d+ records$/ });
  await erase.click();
  // Nothing goes before the confirmation box is ticked.
  await expect(page).toHaveURL(/\/admin\/erase\?email=/);
  await page.getByRole("checkbox").check();
  await erase.click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    /Erased 1 waitlist sign-up, 1 contact message, 0 newsletter subscriptions, 1 confirmation record, 4 notifications and [0-4] mail files?\./,
  );
  await expect(page).not.toHaveURL(new RegExp(token));
  await expect(page.getByRole("cell", { name: "Erasure" }).first()).toBeVisible();
  await page.goto(`/admin/waitlist?q=${token}`);
  await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
  await page.goto(`/admin/contact?q=${token}`);
  await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
  await page.goto(`/admin/erase?email=${encodeURIComponent(email)}`);
  await expect(page.getByText("Nothing is held about this address.")).toBeVisible();
});

test("@desktop-and-phone the overview and the table fit the screen; the table scrolls inside its card", async ({
  adminPage: page,
}) => {
  for (const path of [
    "/admin",
    "/admin/waitlist",
    "/admin/contact",
    "/admin/outbox",
    "/admin/erase",
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
