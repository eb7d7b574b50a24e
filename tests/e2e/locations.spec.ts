import type { Locator } from "@playwright/test";

import { cities, cityFigures, cityHeadline, type City } from "../../src/content/locations";
import { founderOfferLine } from "../../src/content/site";
import { expect, test } from "./fixtures";
import { describeNotFound } from "./not-found";

/** Label -> value of the figures a page or card shows, read from their data-figure cells. */
async function figuresIn(scope: Locator) {
  const cells = scope.locator("[data-figure]");
  const entries = await cells.evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute("data-figure") ?? "", node.textContent?.trim() ?? ""]),
  );
  return Object.fromEntries(entries) as Record<string, string>;
}

const expectedFigures = (city: City) =>
  Object.fromEntries(cityFigures(city).map((figure) => [figure.label, figure.value]));

// One city of each kind of page in the browser: layout A with the dedicated local sections, layout
// A without them, layout B. Every city's own data is read from its HTML in seo.spec.ts.
const walked = ["london", "leeds", "nottingham"].map((slug) =>
  cities.find((city) => city.slug === slug)!,
);

for (const city of walked) {
  test(`/locations/${city.slug} shows its record (layout ${city.layout})`, async ({ page }) => {
    const response = await page.goto(`/locations/${city.slug}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole("main");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cityHeadline(city));
    await expect(main.getByText(city.tagline, { exact: true })).toBeVisible();

    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail.getByRole("listitem")).toHaveText(["Home", "Locations", city.name]);

    const figures = await figuresIn(page.getByTestId("market-figures"));
    expect(figures).toEqual(expectedFigures(city));
    // Every figure is a marketing figure (spec section 3): marked on every city page alike.
    await expect(page.getByTestId("market-figures").locator("dt")).toHaveText(
      cityFigures(city).map((figure) => `${figure.label} (estimate)`),
    );
    await expect(main.getByText(/^These figures are estimates of the/)).toHaveCount(1);

    const illustration = main.getByRole("img", { name: city.illustrationAlt });
    // The illustration is the page's largest paint, so it comes inside the HTML (decision 032).
    const src = (await illustration.getAttribute("src")) ?? "";
    expect(src.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(src)).toContain(`<svg`);
    await expect(illustration).toHaveAttribute("width", "800");
    await expect(illustration).toHaveAttribute("height", "450");
    expect(
      await illustration.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);

    const section = (title: RegExp) =>
      main.getByRole("region", { name: title }).getByRole("list").first().locator(":scope > li");
    if (city.layout === "A") {
      await expect(section(/^Key Features/)).toHaveCount(5);
      await expect(section(/^Major Projects/)).toHaveCount(5);
      await expect(section(/^Why Choose/)).toHaveCount(5);
      await expect(main.getByRole("heading", { name: "Get Started Today" })).toBeVisible();
      await expect(main.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute(
        "href",
        "/signup",
      );
      if (city.local) {
        await expect(main.getByRole("heading", { name: /Areas We Serve/ })).toBeVisible();
        await expect(main.getByRole("heading", { name: /Trades in Demand/ })).toBeVisible();
        await expect(
          main.getByRole("heading", { name: city.local.faq[0]!.question }),
        ).toBeVisible();
        const types = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]),
          );
        expect(types.filter((type) => type === "FAQPage")).toHaveLength(1);
      }
    } else {
      await expect(section(/^Key Features/)).toHaveCount(4);
      await expect(
        main.getByRole("region", { name: /^Why Choose/ }).getByRole("heading", { level: 3 }),
      ).toHaveText(["Local Expertise", "Project Management", "Local Support"]);
      await expect(main.getByRole("link", { name: "Join the Waitlist" })).toHaveAttribute(
        "href",
        "/signup",
      );
      // Where the spec claimed "Join hundreds of ... trades businesses": a true line instead.
      await expect(main.getByTestId("founder-offer-line")).toHaveText(founderOfferLine);
    }
    await expect(main).not.toContainText(/hundreds of/i);

    // The only onward call to action is the waitlist (breadcrumbs, header and footer aside).
    const onward = await main
      .locator("a")
      .evaluateAll((links) =>
        links
          .filter((link) => !link.closest("nav[aria-label=Breadcrumb]"))
          .map((link) => link.getAttribute("href")),
      );
    expect(onward.length).toBeGreaterThan(0);
    expect(new Set(onward)).toEqual(new Set(["/signup"]));
  });
}

test("/locations lists the 25 cities alphabetically, and each card agrees with its city page", async ({
  page,
}) => {
  await page.goto("/locations");
  await expect(page.locator("h1")).toHaveCount(1);
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("listitem")).toHaveText(["Home", "Locations"]);

  const cards = page.getByRole("list", { name: "Cities" }).locator(":scope > li");
  await expect(cards).toHaveCount(25);
  const names = await cards.locator("h2").allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-GB")));
  expect(names).toEqual(cities.map((city) => city.name));

  for (const [index, city] of cities.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("link", { name: city.name })).toHaveAttribute(
      "href",
      `/locations/${city.slug}`,
    );
    await expect(card.getByText(city.tagline)).toBeVisible();
    const shown = await figuresIn(card);
    expect(Object.keys(shown).length).toBeGreaterThanOrEqual(1);
    for (const term of await card.locator("dt").allTextContents())
      expect(term, city.slug).toMatch(/ \(estimate\)$/);
    // The same figures, read from the city's own page as a visitor gets it.
    const html = await (await page.request.get(`/locations/${city.slug}`)).text();
    for (const [label, value] of Object.entries(shown)) {
      expect(expectedFigures(city)[label], `${city.slug} ${label}`).toBe(value);
      expect(html, `${city.slug} page shows ${label} ${value}`).toContain(
        `data-figure="${label}">${value}<`,
      );
    }
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

describeNotFound("unknown city", "gives the 404 page with status 404", "/locations/atlantis");
