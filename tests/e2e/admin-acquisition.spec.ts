import type { APIRequestContext, Locator } from "@playwright/test";

import { clientAddress, expect, joinWaitlist, test, uniqueToken } from "./admin-fixtures";
import { consoleSection } from "./console-navigation";
import { axeViolations, wcagTags } from "./axe";
import { firstView } from "../support/beacons";
import { phoneBeaconHeaders } from "../support/browser-headers";

test.use({ extraHTTPHeaders: clientAddress(61) });

async function send(request: APIRequestContext, path: string, body: unknown) {
  const response = await request.post(path, {
    headers: phoneBeaconHeaders,
    data: JSON.stringify(body),
  });
  expect(response.status(), path).toBe(202);
}

/** The numbers in a table row's cells (its header cell, the row's name, left out). */
async function figures(row: Locator): Promise<string[]> {
  return row.getByRole("cell").allInnerTexts();
}

test("the Acquisition section shows a sign-up under the page it landed on and its source", async ({
  adminPage: page,
  request,
}) => {
  const token = uniqueToken("acq");
  const visit = `v${token}`.slice(0, 32).padEnd(16, "x");
  await send(request, "/api/consent", {
    v: 1,
    visit,
    bannerVersion: 1,
    action: "accept",
    categories: { performance: true, functionality: true, marketing: true },
  });
  await send(request, "/api/beacon", {
    v: 1,
    visit,
    events: [
      firstView("/locations/leeds", { utm: { source: "flyer" } }),
      { type: "funnel", form: "waitlist", step: "opened", path: "/locations/leeds" },
      { type: "funnel", form: "waitlist", step: "success", path: "/locations/leeds" },
      {
        type: "vitals",
        path: "/locations/leeds",
        viewport: "phone",
        lcp: 1900,
        inp: 120,
        cls: 0.3,
      },
    ],
  });
  // Sent from the Leeds page's dialog, as its form says (the stored sign-up's source).
  await joinWaitlist(request, {
    email: `acq.${token}@example.co.uk`,
    source: "/locations/leeds",
    attribution: JSON.stringify({ visit, landing: "/locations/leeds", utm: { source: "flyer" } }),
  });

  await consoleSection(page, "Acquisition").click();
  await expect(page.getByRole("heading", { level: 1, name: "Acquisition" })).toBeVisible();

  const landing = page
    .getByRole("table", { name: "Conversion by landing page" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "/locations/leeds", exact: true }) });
  const [visits, signups] = (await figures(landing)).map((text) => Number(text.replace(/,/g, "")));
  expect(visits).toBeGreaterThanOrEqual(1);
  expect(signups).toBeGreaterThanOrEqual(1);

  const source = page
    .getByRole("table", { name: "Conversion by source" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "flyer", exact: true }) });
  expect(Number((await figures(source))[1])).toBeGreaterThanOrEqual(1);

  await expect(
    page
      .getByRole("table", { name: "Conversion by city" })
      .getByRole("rowheader", { name: "Leeds", exact: true }),
  ).toBeVisible();
  await expect(
    page
      .getByRole("table", { name: "Top 10 pages leading to sign-ups" })
      .getByRole("rowheader", { name: "/locations/leeds", exact: true }),
  ).toBeVisible();
  const speed = page
    .getByRole("table", { name: "Speed at the 75th percentile, last 7 days" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "City page (layout A), phones" }) });
  const cells = await figures(speed);
  expect(cells[1]).toContain("1.9 s");
  expect(cells[1]).toContain("good");
  expect(cells[3]).toContain("over");

  await page.getByText("Day by day").click();
  expect(await axeViolations(page, { tags: [...wcagTags, "best-practice"] })).toEqual([]);
});
