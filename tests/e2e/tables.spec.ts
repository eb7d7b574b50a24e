import { expect, test } from "./fixtures";

// At 375 px the tables of two legal pages and two articles were cut mid-word, with the
// last column out of sight; every scroll wrapper was named "Table, scrolls sideways".
const pages = [
  "/legal/cookies",
  "/legal/privacy",
  "/blog/cis-retentions-and-paperwork-for-new-build-subcontractors",
  "/blog/top-10-trade-business-software-comparison",
];

for (const path of pages) {
  test(`@phone ${path}: every table cell is readable at 375 px, and each table has its own name`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    const wrappers = page.locator(".prose-body .table-scroll");
    expect(await wrappers.count()).toBeGreaterThan(0);
    const names = await wrappers.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("aria-label") ?? ""),
    );
    expect(new Set(names).size, names.join(" | ")).toBe(names.length);
    for (const name of names) expect(name).not.toBe("Table, scrolls sideways");

    // Nothing is cut: every cell lies inside the viewport and no wrapper hides a column.
    const cut = await page.locator(".prose-body .table-scroll").evaluateAll((nodes) =>
      nodes.flatMap((wrapper) => {
        const problems: string[] = [];
        if (wrapper.scrollWidth > wrapper.clientWidth + 1) problems.push("wrapper scrolls");
        for (const cell of wrapper.querySelectorAll("td")) {
          const box = cell.getBoundingClientRect();
          if (box.right > window.innerWidth || box.left < 0)
            problems.push(`cell "${cell.textContent?.slice(0, 30)}" at ${box.left}-${box.right}`);
        }
        return problems;
      }),
    );
    expect(cut).toEqual([]);
    // Each cell still says which column it belongs to.
    const unlabelled = await page.locator(".prose-body .table-scroll td:not([data-label])").count();
    expect(unlabelled).toBe(0);
  });
}
