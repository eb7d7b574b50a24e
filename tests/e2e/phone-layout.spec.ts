import { expect, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 812 } });

const pages = [
  "/locations",
  "/locations/london",
  "/locations/liverpool",
  "/locations/stoke-on-trent",
  "/blog",
  "/blog/how-to-streamline-construction-project-management",
  "/blog/top-10-trade-business-software-comparison",
  "/blog/cis-retentions-and-paperwork-for-new-build-subcontractors",
  "/dashboard-mvp",
];

test("@phone the blog, location and dashboard pages fit a phone screen without sideways scrolling", async ({
  page,
}) => {
  for (const path of pages) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} is ${overflow}px too wide`).toBeLessThanOrEqual(0);
  }
});
