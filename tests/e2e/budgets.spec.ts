import { budgetFor } from "../budgets";
import { pageFacts } from "../support/html-page";
import { sitemapPaths } from "../support/sitemap";
import { expect, test } from "./fixtures";
import { pageUnderEachLayout } from "./layouts";
import { classesUsedAndStyled } from "./stylesheet";

// Bytes are deterministic, so they are a test; scores stay in `npm run bench`. The HTML of every
// public page, gzipped as scripts/page-weight.mjs weighs pages, against its kind's budget: read
// over HTTP, no browser. The scripts each template loads are weighed by audit.spec.ts, once per
// template, since every page of a template loads the same ones.
test("every public page's HTML stays within its byte budget", async ({ request, baseURL }) => {
  // Loaded at run time: the test runner would otherwise compile this ES module to CommonJS.
  const { kb, weigh } = await import("../../scripts/page-weight.mjs");
  const rows: string[] = [];
  const failures: string[] = [];
  for (const path of await sitemapPaths(request)) {
    const weight = await weigh(`${baseURL}${path}`, { scripts: [], htmlScripts: false });
    const budget = budgetFor(path);
    rows.push(`${path.padEnd(62)} HTML ${kb(weight.htmlGzip).padStart(9)} / ${budget.htmlKb} KB`);
    if (weight.htmlGzip / 1024 > budget.htmlKb)
      failures.push(
        `${path}: HTML ${(weight.htmlGzip / 1024).toFixed(1)} KB > ${budget.htmlKb} KB (${budget.label})`,
      );
  }
  console.log(`Page weights (gzip) against their budgets:\n${rows.join("\n")}`);
  expect(failures, "pages over budget (tests/budgets.ts)").toEqual([]);
});

// Decision 040: the theme is inlined into the utilities (`theme(inline)` in site.css). Read from
// the parsed stylesheet: the day Tailwind stops inlining, the utilities read variables again, the
// root declares the whole theme, and this fails.
test("a utility carries the theme's value itself, not a variable each element resolves", async ({
  page,
}) => {
  await page.goto("/");
  const { declared, rootVariables } = await page.evaluate(() => {
    const wanted: Record<string, string> = {
      ".bg-navy-900": "background-color",
      ".px-4": "padding-inline",
      ".text-slate-600": "color",
      ".rounded-2xl": "border-radius",
      ".font-semibold": "font-weight",
    };
    const values: Record<string, string> = {};
    const root = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          const property = wanted[rule.selectorText];
          if (property) values[rule.selectorText] = rule.style.getPropertyValue(property);
          if (rule.selectorText.includes(":root"))
            for (const name of rule.style) if (name.startsWith("--")) root.add(name);
        }
        if ("cssRules" in rule) walk(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return { declared: values, rootVariables: [...root] };
  });
  expect(Object.keys(declared).sort()).toEqual(
    [".bg-navy-900", ".font-semibold", ".px-4", ".rounded-2xl", ".text-slate-600"].sort(),
  );
  for (const [selector, value] of Object.entries(declared)) {
    expect(value, selector).not.toBe("");
    expect(value, selector).not.toContain("var(");
  }
  // Only what our own classes read by name (a tick's colour) stays a variable: 95 before.
  expect(rootVariables.length, rootVariables.join(" ")).toBeLessThan(10);
});

// conventions.md "Ticks are cut by clip-path": a list's ticks are cut from a box by clip-path. An image in a public page's
// style rules (an SVG above all: each costs the page an isolated SVG document, laid out in the
// task that first styles it) fails this, and so does a tick that is no longer drawn.
test("a public page's styles draw its ticks without an image", async ({ page }) => {
  const kindsSeen = new Set<string>();
  for (const path of ["/", "/signup", "/locations/leeds"]) {
    await page.goto(path);
    const { images, ticks } = await page.evaluate(() => {
      const found: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule)
            for (const property of rule.style)
              if (rule.style.getPropertyValue(property).includes("url("))
                found.push(`${rule.selectorText} { ${property} }`);
          if ("cssRules" in rule) walk(rule.cssRules as CSSRuleList);
        }
      };
      for (const sheet of document.styleSheets) walk(sheet.cssRules);
      const drawn = (item: Element, pseudo: "::before" | "::after") => {
        const style = getComputedStyle(item, pseudo);
        return {
          size: parseFloat(style.width),
          clip: style.clipPath,
          fill: style.backgroundColor,
          ring: style.boxShadow,
        };
      };
      const plain = document.querySelector(".ticks:not(.ticks-circle) > li");
      const circled = document.querySelector(".ticks-circle > li");
      return {
        images: found,
        ticks: {
          plain: plain && drawn(plain, "::before"),
          ring: circled && drawn(circled, "::before"),
          circledTick: circled && drawn(circled, "::after"),
        },
      };
    });
    expect(images, path).toEqual([]);
    const transparent = "rgba(0, 0, 0, 0)";
    for (const tick of [ticks.plain, ticks.circledTick].filter((tick) => tick !== null)) {
      expect(tick.size, path).toBeGreaterThan(10);
      expect(tick.clip, path).toMatch(/^polygon\(/);
      expect(tick.fill, path).not.toBe(transparent);
    }
    // The circle's ring: an inset shadow of the tick's colour.
    if (ticks.ring) expect(ticks.ring.ring, path).toMatch(/^rgb\(.*inset$/);
    if (ticks.plain) kindsSeen.add("plain");
    if (ticks.ring) kindsSeen.add("circled");
  }
  expect([...kindsSeen].sort()).toEqual(["circled", "plain"]);
});

// Decision 036: the stylesheet's text is in a page's HTML twice, the <style> that paints and the
// copy in the RSC payload that React hydrates, not a third time for the built-in error page (the
// root layout imports no CSS: Turbopack gives the built-in global-error the root layout's CSS).
// Stretches of each page's own <style> text, without characters a script string escapes, are
// counted in its raw document. Fails the day the stylesheet moves back to the root layout.
test.describe("the stylesheet in the HTML", () => {
  test("a page carries its stylesheet's text twice, not three times", async ({ request }) => {
    // Read as served: the <style> that paints is in the HTML, as the browser first gets it.
    for (const path of pageUnderEachLayout) {
      const html = await (await request.get(path)).text();
      const css = pageFacts(html).styles.reduce(
        (longest, text) => (text.length > longest.length ? text : longest),
        "",
      );
      expect(css.length, path).toBeGreaterThan(20_000);
      // Stretches from across the stylesheet: one that a payload chunk's end happens to cut is
      // counted once less.
      const stretches = [0.2, 0.35, 0.5, 0.65, 0.8].map((at) =>
        plainStretch(css, Math.floor(css.length * at)),
      );
      const copies = stretches.map((stretch) => html.split(stretch).length - 1);
      expect(Math.max(...copies), `${path}: copies of the stylesheet's text`).toBe(2);
    }
  });
});

// Decision 042: a public page's stylesheet is built from the public sources only. Every class a
// public page puts on an element, with its overlays open, must have a rule (the day a directory a
// public page renders from is left out of site.css's scan, its classes lose their styles and this
// fails), and the console's stylesheet must hold rules the public one leaves out (the day the scan
// takes in the console again, the two are the same and this fails).
test.describe("the public stylesheet", () => {
  // The unlisted pages include the global 404, and pages that answer a missing token with a 4xx.
  test.use({ allowConsoleErrors: /status of 4\d\d/ });

  test("a public page's stylesheet styles every class it uses and leaves the console's out", async ({
    page,
  }) => {
    const unstyled = new Set<string>();
    const check = async (where: string) => {
      const { used, styled } = await page.evaluate(classesUsedAndStyled);
      for (const name of used) if (!styled.includes(name)) unstyled.add(`${where}: .${name}`);
    };
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page.getByTestId("mobile-menu").locator("summary").click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await check("/ with the menu open");
    await page.goto("/");
    await page.getByRole("button", { name: "Customize" }).click();
    await expect(page.getByRole("dialog", { name: /cookie/i })).toBeVisible();
    await check("/ with the cookie settings open");
    await page.goto("/");
    await page.getByRole("link", { name: "Join Founder's Waitlist" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
    await dialog.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await check("/ with the waitlist dialog's errors shown");
    expect([...unstyled]).toEqual([]);

    await page.goto("/");
    const publicRules = new Set((await page.evaluate(classesUsedAndStyled)).styled);
    await page.goto("/admin/login");
    const consoleRules = (await page.evaluate(classesUsedAndStyled)).styled;
    const consoleOnly = consoleRules.filter((name) => !publicRules.has(name));
    expect(consoleOnly.length, "classes only the console's stylesheet styles").toBeGreaterThan(50);
    expect([...publicRules].filter((name) => !consoleRules.includes(name))).toEqual([]);
  });
});

/**
 * 80 characters of a stylesheet, from `from` on, found once in it, that a JavaScript string
 * writes as they are.
 */
function plainStretch(css: string, from: number): string {
  for (let start = from; start < css.length - 80; start += 1) {
    const stretch = css.slice(start, start + 80);
    if (!/["'\\<>&\n\u2028\u2029]/.test(stretch) && css.split(stretch).length === 2) return stretch;
  }
  throw new Error("no plain stretch in the stylesheet");
}
