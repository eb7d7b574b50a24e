import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0 to 2.2, levels A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** The public pages' audit: WCAG's levels A and AA and axe's best practices. */
export const auditTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Renders the bands the browser skips until they near the screen (`content-visibility: auto`,
 * decision 039): axe cannot always compute colours in skipped content. Over the city pages' grids
 * it left text unchecked ("incomplete") rather than fail or pass it. Set through the CSSOM, which
 * the page's policy allows, not as a <style> element, which it would refuse.
 */
export async function renderSkippedBands(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto")
        element.style.contentVisibility = "visible";
  });
}

/** What axe finds on the page against `tags`, or only inside `include` (a CSS selector). */
export async function axeViolations(
  page: Page,
  { include, tags = wcagTags }: { include?: string; tags?: string[] } = {},
) {
  return (await axeResults(page, { include, tags, onlyViolations: true })).violations;
}

/** What axe finds, one line a violation with the first five elements it names. */
export async function axeProblems(page: Page, options: { tags?: string[] } = {}) {
  return (await axeViolations(page, options)).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
}

/**
 * axe's report with every skipped band rendered: whole (violations, passes, incomplete), or with
 * every node only for violations (`onlyViolations`), which takes 40 % less time (870 to 1,050 ms
 * against 1,110 to 2,030 on /, London and an article) and finds the same violations.
 */
export async function axeResults(
  page: Page,
  {
    include,
    tags = wcagTags,
    onlyViolations = false,
  }: { include?: string; tags?: string[]; onlyViolations?: boolean } = {},
) {
  await renderSkippedBands(page);
  // Legacy mode runs axe once in the page (same-origin frames included) instead of in each frame
  // and then again in a blank page it opens to merge the parts: the same report in under half the
  // time (decision 066). It leaves out cross-origin frames, which no page can hold: the policy's
  // default-src 'none' names no frame source.
  const builder = new AxeBuilder({ page }).withTags(tags).setLegacyMode();
  if (include) builder.include(include);
  if (onlyViolations) builder.options({ resultTypes: ["violations"] });
  return builder.analyze();
}
