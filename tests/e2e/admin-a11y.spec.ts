import { clientAddress, everyConsolePage, expect, test } from "./admin-fixtures";
import { axeViolations } from "./axe";

test.use({ extraHTTPHeaders: clientAddress(60) });

test("the console's pages have no WCAG 2.2 A/AA violations", async ({
  adminPage: page,
  request,
}) => {
  // Nine pages through axe: on a busy two-core machine that alone can take half a minute.
  test.setTimeout(90_000);
  for (const path of await everyConsolePage(page, request, "axe")) {
    await page.goto(path);
    expect(await axeViolations(page), path).toEqual([]);
  }
  await page.context().clearCookies();
  await page.goto("/admin/login");
  expect(await axeViolations(page)).toEqual([]);
});
