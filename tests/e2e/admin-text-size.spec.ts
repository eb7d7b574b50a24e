import type { Page } from "@playwright/test";

import { clientAddress, everyConsolePage, expect, test } from "./admin-fixtures";
import { misfits, setTextSize } from "./fit";

// A founder reads the console on a phone too: the notification of a sign-up arrives by e-mail,
// and its link opens the record. Each page of the console must fit a 375 px phone with the text
// at the reader's size (conventions.md "Text at the reader's size" for the public pages; tables scroll inside their own box).

test.use({ extraHTTPHeaders: clientAddress(62), viewport: { width: 375, height: 812 } });

const percents = [100, 150, 200];

/** What does not fit at each text size in turn, on the page as loaded (decision 066). */
async function misfitsAtEachSize(page: Page, name: string) {
  const problems: string[] = [];
  for (const percent of percents) {
    await setTextSize(page, percent);
    const found = await misfits(page, percent < 200);
    problems.push(...found.map((problem) => `${name} at ${percent}%: ${problem}`));
  }
  await setTextSize(page, 100);
  return problems;
}

test("@phone every console page fits a 375 px phone with text at 100%, 150% and 200%", async ({
  adminPage: page,
  request,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  for (const path of await everyConsolePage(page, request, "fit")) {
    await page.goto(path);
    problems.push(...(await misfitsAtEachSize(page, path)));
  }
  await page.context().clearCookies();
  await page.goto("/admin/login");
  problems.push(...(await misfitsAtEachSize(page, "login")));
  expect(problems).toEqual([]);
});
