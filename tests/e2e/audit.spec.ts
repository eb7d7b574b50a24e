import type { Page } from "@playwright/test";

import { budgetFor, MAX_IDLE_JS_KB, MAX_JS_KB } from "../budgets";
import { formAnswerPaths } from "../../src/lib/form-answers";
import { auditTags as tags, axeProblems } from "./axe";
import { consentBanner } from "./consent-banner";
import { expect, test } from "./fixtures";
import { misfits, setTextSize } from "./fit";
import { edgesLost } from "./forced-colours";
import { expectPrintedWell, papers } from "./printed";
import { classesUsedAndStyled } from "./stylesheet";
import { hydrated, watchViolations } from "../support/csp-violations";

// One pass over every template, each loaded once per width, with every page-level check run
// there: axe (WCAG 2.2 A and AA and axe's best practices), the reader's text size and text
// spacing on a phone, the stylesheet in the HTML (none downloaded) styling every class it uses,
// the page's bytes, the cookie banner a first visit meets, its scripts run with no breach of its
// policy, an edge on whatever stands out by its fill in forced colours (at both widths), and for
// the pages a visitor would print, the page printed on A4.
// The public pages are a few layouts over typed data: what differs from one city or article to
// the next is data, which the content's unit tests and the HTTP checks over the sitemap
// (seo.spec.ts, budgets.spec.ts) read for every page without a browser.

interface Template {
  name: string;
  path: string;
  /** Counted against the byte budgets (public pages a visitor arrives on). */
  weighed?: boolean;
  /** Printed on A4 at both margins (pages a visitor would print to read away from the screen). */
  printed?: boolean;
}

const templates: Template[] = [
  { name: "the home page", path: "/", weighed: true, printed: true },
  { name: "a city, layout A with local sections", path: "/locations/london", weighed: true },
  { name: "a city, layout A", path: "/locations/leeds", weighed: true, printed: true },
  { name: "a city, layout B", path: "/locations/nottingham", weighed: true },
  { name: "the cities", path: "/locations", weighed: true },
  {
    name: "an article",
    path: "/blog/cis-retentions-and-paperwork-for-new-build-subcontractors",
    weighed: true,
    printed: true,
  },
  { name: "the blog", path: "/blog", weighed: true },
  { name: "a legal page", path: "/legal/privacy", weighed: true, printed: true },
  { name: "about", path: "/about", weighed: true, printed: true },
  // A plan's sign-up (/signup/plan/*) is this page with the plan chosen.
  { name: "sign-up", path: "/signup", weighed: true, printed: true },
  { name: "contact", path: "/contact", weighed: true },
  { name: "the dashboard preview", path: "/dashboard-mvp" },
  { name: "the 404 page", path: "/no-such-page" },
  // A person's own pages, as reached without a token or a session (the flows with one are
  // my-data.spec.ts and founder-confirmation.spec.ts).
  { name: "asking for a personal link", path: "/my-data", printed: true },
  { name: "a personal page without its link", path: "/my-data/view" },
  { name: "confirming a place without a token", path: "/waitlist/confirm" },
  // /newsletter/unsubscribe is the same page (newsletter/_link) with other words.
  { name: "confirming the newsletter without a token", path: "/newsletter/confirm" },
  { name: "the newsletter confirmed", path: "/newsletter/confirmed" },
  { name: "a newsletter link that failed", path: "/newsletter/invalid" },
  ...formAnswerPaths.map((path) => ({ name: `a form's answer (${path})`, path })),
];

/** WCAG 1.4.12: a reader's own spacing (line 1.5, letters 0.12em, words 0.16em, 2em after a paragraph). */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;

/** What loses its edge in forced colours; the page is back in its own colours after. */
async function forcedColourProblems(page: Page) {
  const { marked, lost } = await edgesLost(page);
  await page.emulateMedia({ forcedColors: null });
  // The premise: the cookie banner's buttons at least stand out by their fill.
  return marked > 0 ? lost : ["nothing on the page stands out by its fill or shadow"];
}

/** The scripts the page requested, split at its load event (Resource Timing, same origin). */
function scriptsByLoad() {
  const loaded = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
  const scripts = performance
    .getEntriesByType("resource")
    .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === "script");
  const before = (entry: PerformanceEntry) => entry.startTime < loaded.loadEventStart;
  return {
    beforeLoad: scripts.filter(before).map((entry) => entry.name),
    idle: scripts.filter((entry) => !before(entry)).map((entry) => entry.name),
  };
}

/**
 * Each script a page fetched until the network went quiet, gzipped as scripts/page-weight.mjs
 * weighs pages: those before the load event against the page's budget (what a phone needs before
 * the visitor can act), those fetched after it while the browser is idle (the dialog's code,
 * ready for the first tap) against MAX_IDLE_JS_KB.
 */
async function overBudget(page: Page, baseURL: string, path: string) {
  // Loaded at run time: the test runner would otherwise compile this ES module to CommonJS.
  const { weigh } = await import("../../scripts/page-weight.mjs");
  const scripts = await page.evaluate(scriptsByLoad);
  const weight = await weigh(`${baseURL}${path}`, { scripts: scripts.beforeLoad });
  // The framework's own scripts, which the HTML names, are fetched after the first paint and can
  // start after a quick page's load event: they count once, before interaction, not idle.
  const counted = new Set(weight.js.map(({ asset }) => asset));
  const idleScripts = scripts.idle.filter((script) => !counted.has(script));
  const idle = await weigh(`${baseURL}${path}`, { scripts: idleScripts, htmlScripts: false });
  const budget = budgetFor(path);
  const js = weight.jsGzip / 1024;
  const idleJs = idle.jsGzip / 1024;
  const failures: string[] = [];
  if (js > budget.jsKb)
    failures.push(`JS ${js.toFixed(1)} KB > ${budget.jsKb} KB (${budget.label})`);
  if (js > MAX_JS_KB) failures.push(`JS ${js.toFixed(1)} KB > the ${MAX_JS_KB} KB ceiling`);
  if (idleJs > MAX_IDLE_JS_KB)
    failures.push(`idle JS ${idleJs.toFixed(1)} KB > ${MAX_IDLE_JS_KB} KB`);
  console.log(
    `${path}: JS ${js.toFixed(1)} / ${budget.jsKb} KB (${weight.js.length} files), idle JS ${idleJs.toFixed(1)} / ${MAX_IDLE_JS_KB} KB`,
  );
  return failures;
}

test.describe("every template", () => {
  // The 404 page and the pages that answer a missing token with a 4xx: the browser logs them.
  test.use({ allowConsoleErrors: /status of 4\d\d/ });

  for (const template of templates) {
    test(`${template.name} (${template.path}): axe at 375 and 1440 px, text at 100/150/200% and spaced, styles, bytes, banner, policy, forced colours${template.printed ? ", print" : ""}`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const problems: string[] = [];
      const report = (what: string, found: string[]) =>
        problems.push(...found.map((problem) => `${what}: ${problem}`));

      await page.setViewportSize({ width: 375, height: 812 });
      await setTextSize(page, 100);
      const violations = await watchViolations(page);
      const stylesheets: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
      });
      await page.goto(template.path);
      if (template.weighed) report("bytes", await overBudget(page, baseURL!, template.path));

      // A first visit meets the cookie banner on every template, and axe checks it with the page.
      await expect(consentBanner(page)).toBeVisible();
      // The page's policy (decision 007) lets every script it ships run: React has attached.
      await expect.poll(() => hydrated(page)).toBe(true);
      report("the page's policy", await violations());
      // The page asks for the phone's text size (Android's font size reaches it only then).
      await expect(page.locator('meta[name="text-scale"][content="scale"]')).toHaveCount(1);
      // Decision 030: a phone paints the page from its HTML alone. The day a Next.js upgrade
      // stops `experimental.inlineCss` from applying, the stylesheet is a second round trip again.
      expect(await page.locator("head style").count()).toBeGreaterThan(0);
      report("stylesheets downloaded", stylesheets);
      const { used, styled } = await page.evaluate(classesUsedAndStyled);
      report(
        "classes its stylesheet does not style",
        used.filter((name) => !styled.includes(name)),
      );
      report("axe at 375 px", await axeProblems(page, { tags }));
      report("in forced colours at 375 px", await forcedColourProblems(page));

      // The reader's text size, as a reader who changes it with the page open sees it.
      for (const percent of [100, 150, 200]) {
        await setTextSize(page, percent);
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
          `${(16 * percent) / 100}px`,
        );
        report(`at 375 px with text at ${percent}%`, await misfits(page, percent < 200));
      }
      await setTextSize(page, 100);
      const spacing = await page.addStyleTag({ content: textSpacing });
      // The premise: the reader's spacing is in force (the page's policy lets a style sheet in).
      expect(await page.evaluate(() => getComputedStyle(document.body).wordSpacing)).not.toBe(
        "0px",
      );
      report("at 375 px with WCAG's text spacing", await misfits(page, false));

      // Widened in place, as the accessibility walks do (decision 066): the layout at 1440 px
      // comes from the same media queries a page loaded at that width meets.
      await spacing.evaluate((style) => (style as HTMLStyleElement).remove());
      expect(await page.evaluate(() => getComputedStyle(document.body).wordSpacing)).toBe("0px");
      await page.setViewportSize({ width: 1440, height: 900 });
      report("axe at 1440 px", await axeProblems(page, { tags }));
      report("in forced colours at 1440 px", await forcedColourProblems(page));

      if (template.printed)
        for (const paper of papers) await expectPrintedWell(page, template.path, paper);
      expect(problems).toEqual([]);
    });
  }
});
