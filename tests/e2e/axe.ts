import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0 to 2.2, levels A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** What axe finds on the page against `tags`, or only inside `include` (a CSS selector). */
export async function axeViolations(
  page: Page,
  { include, tags = wcagTags }: { include?: string; tags?: string[] } = {},
) {
  const builder = new AxeBuilder({ page }).withTags(tags);
  if (include) builder.include(include);
  return (await builder.analyze()).violations;
}
