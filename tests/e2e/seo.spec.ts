import { readdirSync } from "node:fs";
import path from "node:path";

import { cities, cityFigures, cityHeadline } from "../../src/content/locations";
import { emails } from "../../src/content/site";
import { absoluteUrl } from "../../src/lib/site-config";
import { pageFacts } from "../support/html-page";
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
    const { title, meta } = pageFacts(await (await request.get(pagePath)).text());
    const description = meta.get("description") ?? "";
    expect(title, `${pagePath} title`).not.toBe("");
    expect(description.length, `${pagePath} description`).toBeGreaterThanOrEqual(50);
    expect(titles.get(title), `${pagePath} repeats the title "${title}"`).toBeUndefined();
    expect(descriptions.get(description), `${pagePath} repeats a description`).toBeUndefined();
    titles.set(title, pagePath);
    descriptions.set(description, pagePath);
  }
});

// Data, not layout: read from the HTML as served, for every public page, with no browser. What a
// page looks like and does is the audit's (audit.spec.ts), once per template.
test("every public page: one h1, canonical, share tags and valid JSON-LD", async ({ request }) => {
  const images = new Map<string, string>();
  for (const pagePath of publicPaths) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    const page = pageFacts(await response.text());
    expect(page.h1, `${pagePath} h1`).toHaveLength(1);
    expect(page.canonical, `${pagePath} canonical`).toBe(canonical(pagePath));
    expect(page.meta.get("og:url"), `${pagePath} og:url`).toBe(canonical(pagePath));
    expect(page.meta.get("twitter:card"), pagePath).toBe("summary_large_image");
    const ogImage = page.meta.get("og:image") ?? "";
    expect(page.meta.get("twitter:image"), `${pagePath} twitter:image`).toBe(ogImage);
    const alt = page.meta.get("og:image:alt") ?? "";
    expect(alt, `${pagePath} og:image:alt`).toMatch(/.{20,}/);
    expect(page.meta.get("twitter:image:alt"), pagePath).toBe(alt);
    if (!images.has(ogImage)) {
      const image = await request.get(new URL(ogImage).pathname);
      expect(image.status(), ogImage).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const png = await image.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${ogImage} is 1200x630`).toEqual([
        1200, 630,
      ]);
      images.set(ogImage, pagePath);
    }
    const types: string[] = [];
    for (const block of page.jsonLd) {
      const data: unknown = JSON.parse(block);
      expect(jsonLdProblems(data), block).toEqual([]);
      types.push((data as { "@type": string })["@type"]);
    }
    for (const type of requiredTypes(pagePath))
      expect(types, `${pagePath} JSON-LD`).toContain(type);
  }
});

// Every city's own record, as its page serves it: the browser walks one city of each layout
// (locations.spec.ts); the data of all 25 is read here.
test("every city page serves its own headline, breadcrumb and figures", async ({ request }) => {
  for (const city of cities) {
    const page = pageFacts(await (await request.get(`/locations/${city.slug}`)).text());
    expect(page.h1, city.slug).toEqual([cityHeadline(city)]);
    expect(page.breadcrumb, city.slug).toEqual(["Home", "Locations", city.name]);
    expect(page.figures, city.slug).toEqual(
      cityFigures(city).map((figure) => [figure.label, figure.value]),
    );
    const types = page.jsonLd.map((block) => (JSON.parse(block) as { "@type": string })["@type"]);
    expect(
      types.filter((type) => type === "FAQPage"),
      city.slug,
    ).toHaveLength(city.layout === "A" && city.local ? 1 : 0);
  }
});

test("the home page offers the three plans in GBP as JSON-LD", async ({ request }) => {
  const { jsonLd } = pageFacts(await (await request.get("/")).text());
  const products = jsonLd
    .map(
      (block) =>
        JSON.parse(block) as {
          "@type": string;
          offers: { price: number; priceCurrency: string }[];
        },
    )
    .filter((data) => data["@type"] === "Product");
  expect(products).toHaveLength(1);
  const product = products[0]!;
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
