import { clientAddress, everyConsolePage, expect, test } from "./admin-fixtures";
import { misfits, setTextSize } from "./fit";

// A founder reads the console on a phone too: the notification of a sign-up arrives by e-mail,
// and its link opens the record. Each page of the console must fit a 375 px phone with the text
// at the reader's size (decision 050 for the public pages; tables scroll inside their own box).

test.use({ extraHTTPHeaders: clientAddress(62), viewport: { width: 375, height: 812 } });

for (const percent of [100, 150, 200]) {
  test(`@phone every console page fits a 375 px phone with text at ${percent}%`, async ({
    adminPage: page,
    request,
  }) => {
    test.setTimeout(90_000);
    await setTextSize(page, percent);
    const problems: string[] = [];
    for (const path of await everyConsolePage(page, request, "fit")) {
      await page.goto(path);
      const found = await misfits(page, percent < 200);
      problems.push(...found.map((problem) => `${path}: ${problem}`));
    }
    await page.context().clearCookies();
    await page.goto("/admin/login");
    problems.push(...(await misfits(page, percent < 200)).map((problem) => `login: ${problem}`));
    expect(problems).toEqual([]);
  });
}
