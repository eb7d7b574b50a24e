import { clientAddress, expect, joinWaitlist, test, uniqueToken } from "./admin-fixtures";
import { axeViolations } from "./axe";

test.use({ extraHTTPHeaders: clientAddress(60) });

test("the console's pages have no WCAG 2.2 A/AA violations", async ({
  adminPage: page,
  request,
}) => {
  // Nine pages through axe: on a busy two-core machine that alone can take half a minute.
  test.setTimeout(90_000);
  const token = uniqueToken("axe");
  await joinWaitlist(request, { company: `${token} Ltd`, email: `axe.${token}@example.co.uk` });
  await page.goto(`/admin/waitlist?q=${token}`);
  await page.locator("tbody a").first().click();
  await expect(page.getByRole("link", { name: "Erase this person" })).toBeVisible();
  const record = page.url();
  for (const path of [
    "/admin",
    "/admin/acquisition",
    "/admin/waitlist",
    "/admin/contact",
    "/admin/newsletter",
    "/admin/outbox",
    "/admin/erase",
    `/admin/erase?email=axe.${token}%40example.co.uk`,
    record,
  ]) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page.context().clearCookies();
  await page.goto("/admin/login");
  expect(await axeViolations(page)).toEqual([]);
});
