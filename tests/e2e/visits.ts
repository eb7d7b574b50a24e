import type { Page } from "@playwright/test";

type Visit = { path: string; width: number };

/**
 * Loads each page at its width, one after another in the same tab, and gathers what `check`
 * finds there, each problem named by its page and width.
 */
export async function problemsOnVisits(
  page: Page,
  visits: readonly Visit[],
  check: () => Promise<string[]>,
) {
  const problems: string[] = [];
  for (const visit of visits) {
    await page.setViewportSize({ width: visit.width, height: visit.width < 1024 ? 812 : 900 });
    await page.goto(visit.path);
    problems.push(
      ...(await check()).map((problem) => `${visit.path} at ${visit.width} px: ${problem}`),
    );
  }
  return problems;
}
