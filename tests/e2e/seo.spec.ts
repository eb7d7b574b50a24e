import { readdirSync } from "node:fs";
import path from "node:path";

import { cities } from "../../src/content/locations";
import { emails } from "../../src/content/site";
import { absoluteUrl } from "../../src/lib/site-config";
import { jsonLdProblems } from "../support/json-ld";
import { expect, test } from "./fixtures";

const blogSlugs = readdirSync(path.join(process.cwd(), "src/content/blog"))
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.replace(/\.md$/, ""));

/** Every public page (spec section 2), and only those: not /dashboard-mvp, not /admin. */
const publicPaths = [
  "/",
  "/about",
  "/legal/terms",
  "/legal/privacy",
  "/legal/cookies",
  "/blog",
  ...blogSlugs.map((slug) => `/blog/${slug}`),
  "/locations",
  ...cities.map((city) => `/locations/${city.slug}`),
  "/signup",
  "/contact",
];

/** The JSON-LD types each kind of page must carry, beyond what it may add. */
function requiredTypes(pagePath: string): string[] {
  if (pagePath === "/") return ["Organization", "WebSite", "Product"];
  const types = ["BreadcrumbList"];
  if (/^\/blog\/.+/.test(pagePath)) types.push("BlogPosting");
  const city = cities.find((entry) => `/locations/${entry.slug}` === pagePath);
  if (city?.layout === "A" && city.local) types.push("FAQPage");
  return types;
}

/** Next.js prints the site root's canonical URL without its trailing slash. */
const canonical = (pagePath: string) => absoluteUrl(pagePath).replace(/\/$/, "");

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

test("the sitemap lists exactly the public pages, at SITE_URL", async ({ request }) => {
  expect(publicPaths).toHaveLength(37);
  const xml = await (await request.get("/sitemap.xml")).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!));
  expect([...urls].sort()).toEqual(publicPaths.map((pagePath) => absoluteUrl(pagePath)).sort());
  expect(xml).not.toMatch(/dashboard-mvp|\/admin/);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  expect(robots).toMatch(/Allow: \//);
});

test("the icons asked for by name are the logo, not the 404 page", async ({ request }) => {
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  const ico = await favicon.body();
  // An ICO header (reserved 0, type 1) and, per image, a directory entry pointing at a PNG.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const start = ico.readUInt32LE(entry + 12);
    expect(ico.subarray(start + 1, start + 4).toString("latin1")).toBe("PNG");
    expect(ico.readUInt32BE(start + 16), "the entry's size is its PNG's").toBe(ico[entry]);
    return ico[entry];
  });
  expect(sizes).toEqual([16, 32, 48]);

  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.status()).toBe(200);
  expect(touch.headers()["content-type"]).toBe("image/png");
  const png = await touch.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  expect(png[25], "no alpha: iOS shows a transparent corner as black").toBe(2);

  // The names older iOS tries before that one.
  for (const name of ["-precomposed", "-120x120", "-152x152-precomposed"]) {
    const other = await request.get(`/apple-touch-icon${name}.png`);
    expect(other.status(), name).toBe(200);
    expect((await other.body()).equals(png), name).toBe(true);
  }
  expect((await request.get("/apple-touch-icon-big.png")).status()).toBe(404);
});

test("security.txt says where to report a weakness, and is current", async ({ request }) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toContain(`Contact: mailto:${emails.support}\n`);
  expect(text).toContain(`Canonical: ${absoluteUrl("/.well-known/security.txt")}\n`);
  const expires = Date.parse(text.match(/^Expires: (.+)$/m)?.[1] ?? "");
  const days = (expires - Date.now()) / 86_400_000;
  expect(days, "Expires: ahead, and under a year away").toBeGreaterThan(0);
  expect(days).toBeLessThan(365);
});

test("no two pages share a title or a description", async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const pagePath of [...publicPaths, "/dashboard-mvp"]) {
    const html = await (await request.get(pagePath)).text();
    const title = decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
    const description = decode(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
    expect(title, `${pagePath} title`).not.toBe("");
    expect(description.length, `${pagePath} description`).toBeGreaterThanOrEqual(50);
    expect(titles.get(title), `${pagePath} repeats the title "${title}"`).toBeUndefined();
    expect(descriptions.get(description), `${pagePath} repeats a description`).toBeUndefined();
    titles.set(title, pagePath);
    descriptions.set(description, pagePath);
  }
});

for (const pagePath of publicPaths) {
  test(`${pagePath}: canonical, share tags, one h1 and valid JSON-LD`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      canonical(pagePath),
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      canonical(pagePath),
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );

    const ogImage = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", ogImage);
    const alt = page.locator('meta[property="og:image:alt"]');
    await expect(alt).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute(
      "content",
      (await alt.getAttribute("content")) ?? "",
    );
    const image = await request.get(new URL(ogImage).pathname);
    expect(image.status(), ogImage).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const png = await image.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${ogImage} is 1200x630`).toEqual([
      1200, 630,
    ]);

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    const types: string[] = [];
    for (const block of blocks) {
      const data: unknown = JSON.parse(block);
      expect(jsonLdProblems(data), block).toEqual([]);
      types.push((data as { "@type": string })["@type"]);
    }
    for (const type of requiredTypes(pagePath))
      expect(types, `${pagePath} JSON-LD`).toContain(type);
  });
}

test("the home page offers the three plans in GBP as JSON-LD", async ({ page }) => {
  await page.goto("/");
  const product = await page
    .locator("[data-section=pricing] script[type='application/ld+json']")
    .evaluate((script) => JSON.parse(script.textContent ?? "{}"));
  expect(product["@type"]).toBe("Product");
  expect(
    product.offers.map((offer: { price: number; priceCurrency: string }) => [
      offer.price,
      offer.priceCurrency,
    ]),
  ).toEqual([
    [19, "GBP"],
    [39, "GBP"],
    [79, "GBP"],
  ]);
});
