import { expect, test } from "./fixtures";
import { describeNotFound } from "./not-found";

// Spec section 3: three articles dated 20, 18 and 15 March 2025, listed newest first.
const posts = [
  {
    slug: "how-to-streamline-construction-project-management",
    date: "2025-03-20",
    shown: "20 March 2025",
  },
  { slug: "top-10-trade-business-software-comparison", date: "2025-03-18", shown: "18 March 2025" },
  {
    slug: "cis-retentions-and-paperwork-for-new-build-subcontractors",
    date: "2025-03-15",
    shown: "15 March 2025",
  },
];

/** The WORDS_PER_MINUTE of src/content/blog.ts (that module is server-only, so not imported). */
const wordsPerMinute = 200;

test("/blog lists the three posts newest first with image, date, read time and description", async ({
  page,
}) => {
  await page.goto("/blog");
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem"),
  ).toHaveText(["Home", "Blog"]);
  const cards = page.getByRole("list", { name: "Articles, newest first" }).locator(":scope > li");
  await expect(cards).toHaveCount(3);
  for (const [index, post] of posts.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("link")).toHaveAttribute("href", `/blog/${post.slug}`);
    await expect(card.locator("time")).toHaveAttribute("datetime", post.date);
    await expect(card.locator("time")).toHaveText(post.shown);
    await expect(card.getByTestId("read-time")).toHaveText(/^\d+ min read$/);
    await expect(card.locator("p").filter({ hasText: /.{60,}/ })).toHaveCount(1);
    const image = card.getByRole("img");
    await expect(image).toHaveAttribute("alt", /.{20,}/);
    await expect(image).toHaveAttribute("width", "1200");
    await expect(image).toHaveAttribute("height", "630");
  }
  const newsletter = page.getByRole("region", { name: "Newsletter" });
  await expect(newsletter.getByLabel("Email address")).toHaveAttribute("type", "email");
  await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible();
  // One newsletter form per page: the footer leaves it to the page's own.
  await expect(page.locator('form[action="/api/newsletter"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/blog\/rss\.xml$/,
  );
});

for (const post of posts) {
  test(`/blog/${post.slug} has its heading, contents, author, cover, related posts, call to action and the list's read time`, async ({
    page,
  }) => {
    // The list's read times, in its order, from its HTML as served.
    const list = await (await page.request.get("/blog")).text();
    const listed = [...list.matchAll(/data-testid="read-time">.*?(\d+ min read)</g)].map(
      (match) => match[1]!,
    );
    expect(listed).toHaveLength(posts.length);
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    const title = (await page.locator("h1").textContent()) ?? "";
    expect(title.length).toBeGreaterThan(20);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem"),
    ).toHaveText(["Home", "Blog", title]);

    const article = page.getByRole("article", { name: title });
    await expect(article.getByText(/^By /)).toContainText("Grafter Team");
    await expect(article.locator("time").first()).toHaveAttribute("datetime", post.date);
    const cover = article.getByRole("img").first();
    await expect(cover).toHaveAttribute("width", "1200");
    await expect(cover).toHaveAttribute("height", "630");
    await expect(cover).toHaveAttribute("alt", /.{20,}/);
    expect(
      await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);

    const headings = article.locator(".prose-body h2");
    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    const count = await headings.count();
    expect(count).toBeGreaterThanOrEqual(5);
    await expect(contents).toHaveCount(count);
    for (let index = 0; index < count; index += 1) {
      const id = await headings.nth(index).getAttribute("id");
      await expect(contents.nth(index)).toHaveAttribute("href", `#${id}`);
    }

    await expect(article.getByRole("link", { name: /Join Founder's Waitlist/ })).toHaveAttribute(
      "href",
      "/signup",
    );
    const related = page.getByRole("region", { name: "Related articles" }).getByRole("link");
    await expect(related).toHaveCount(2);
    const relatedHrefs = await related.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(relatedHrefs).not.toContain(`/blog/${post.slug}`);
    // The read time is the list's, and fits the article's length.
    const listedTime = listed[posts.indexOf(post)]!;
    await expect(article.getByTestId("read-time")).toHaveText(listedTime);
    const minutes = Number(listedTime.split(" ")[0]);
    const words = await page
      .locator(".prose-body")
      .evaluate(
        (body) =>
          (body.textContent ?? "").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
      );
    expect(words).toBeGreaterThanOrEqual(2000);
    expect(
      Math.abs(words / wordsPerMinute - minutes),
      `${post.slug}: ${words} words`,
    ).toBeLessThanOrEqual(1);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`/og/blog/${post.slug}\\.png$`),
    );
  });
}

test("the RSS feed lists the three posts, newest first", async ({ request }) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  expect(links.map((link) => new URL(link!).pathname)).toEqual(
    posts.map((post) => `/blog/${post.slug}`),
  );
  expect(xml).toContain("<pubDate>Thu, 20 Mar 2025 12:00:00 GMT</pubDate>");
});

describeNotFound("unknown post", "gives the 404 page with status 404", "/blog/no-such-post");

test("@phone the newsletter box's placeholder fits its field at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ["/blog", "/about"]) {
    await page.goto(path);
    const inputs = page.locator('form[action="/api/newsletter"] input[type="email"]');
    await expect(inputs).toHaveCount(1);
    const room = await inputs.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = style.font;
      const text = context.measureText(input.placeholder).width;
      const inside =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return inside - text;
    });
    expect(room, path).toBeGreaterThan(0);
    // Stacked on a phone, the field keeps its 44 px tap height.
    expect((await inputs.boundingBox())?.height, path).toBeGreaterThanOrEqual(44);
  }
});
