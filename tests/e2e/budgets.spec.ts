import { budgetFor, MAX_JS_KB } from "../budgets";
import { sitemapPaths } from "../support/sitemap";
import { expect, test } from "./fixtures";

// Bytes are deterministic, so they are a test; scores stay in `npm run bench`. Each public page
// is opened in the browser without touching it; every script it fetched until the network went
// quiet counts, with the HTML, gzipped the way scripts/page-weight.mjs weighs pages.

test("every public page stays within its HTML and JavaScript byte budget", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Loaded at run time: the test runner would otherwise compile this ES module to CommonJS.
  const { kb, weigh } = await import("../../scripts/page-weight.mjs");
  const rows: string[] = [];
  const failures: string[] = [];
  for (const path of await sitemapPaths(request)) {
    const scripts: string[] = [];
    const listener = (req: { resourceType(): string; url(): string }) => {
      if (req.resourceType() === "script") scripts.push(req.url());
    };
    page.on("request", listener);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    page.off("request", listener);
    const weight = await weigh(`${baseURL}${path}`, { scripts });
    const budget = budgetFor(path);
    const html = weight.htmlGzip / 1024;
    const js = weight.jsGzip / 1024;
    rows.push(
      `${path.padEnd(62)} HTML ${kb(weight.htmlGzip).padStart(9)} / ${budget.htmlKb} KB   JS ${kb(weight.jsGzip).padStart(9)} / ${budget.jsKb} KB (${weight.js.length} files)`,
    );
    if (html > budget.htmlKb)
      failures.push(`${path}: HTML ${html.toFixed(1)} KB > ${budget.htmlKb} KB (${budget.label})`);
    if (js > budget.jsKb)
      failures.push(`${path}: JS ${js.toFixed(1)} KB > ${budget.jsKb} KB (${budget.label})`);
    if (js > MAX_JS_KB)
      failures.push(`${path}: JS ${js.toFixed(1)} KB > the ${MAX_JS_KB} KB ceiling`);
  }
  console.log(`Page weights (gzip) against their budgets:\n${rows.join("\n")}`);
  expect(failures, "pages over budget (tests/budgets.ts)").toEqual([]);
});
