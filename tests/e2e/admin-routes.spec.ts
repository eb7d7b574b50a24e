import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { adminPassword, clientAddress, expect, test } from "./admin-fixtures";

/**
 * Every page and endpoint under src/app/admin, found by walking the route tree, so a route added
 * later is checked without anyone remembering to list it. Only the way in is public.
 */
const adminDir = path.join(process.cwd(), "src/app/admin");
const publicEntries = new Set(["login/page.tsx", "api/login/route.ts"]);
const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

interface Entry {
  file: string;
  url: string;
  kind: "page" | "route";
  methods: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** /admin/waitlist/[id] -> /admin/waitlist/1; route groups vanish from the URL. */
function toUrl(file: string): string {
  const segments = path
    .relative(adminDir, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .map((segment) =>
      segment === "[table]" ? "waitlist" : segment.startsWith("[") ? "1" : segment,
    );
  return ["/admin", ...segments].join("/");
}

function exportedMethods(file: string): string[] {
  const source = readFileSync(file, "utf8");
  // routeMethods({ POST: handler }) serves the methods it is given; the others answer 405.
  const served = /routeMethods\(\{([^}]*)\}\)/.exec(source)?.[1];
  if (served) return methods.filter((method) => new RegExp(`\\b${method}\\s*:`).test(served));
  return methods.filter((method) =>
    new RegExp(
      `export\\s+(async\\s+function|function|const)\\s+${method}\\b|as\\s+${method}\\b`,
    ).test(source),
  );
}

const entries: Entry[] = walk(adminDir)
  .filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file))
  .filter((file) => !publicEntries.has(path.relative(adminDir, file)))
  .map((file) => ({
    file: path.relative(process.cwd(), file),
    url: toUrl(file),
    kind: file.endsWith("page.tsx") ? "page" : "route",
    methods: file.endsWith("route.ts") ? exportedMethods(file) : ["GET"],
  }));

test.use({ extraHTTPHeaders: clientAddress(10) });

test("the route tree has the console's pages and endpoints", () => {
  const urls = entries.map((entry) => entry.url);
  expect(urls).toEqual(expect.arrayContaining(["/admin", "/admin/waitlist", "/admin/api/erase"]));
  for (const entry of entries) expect(entry.methods.length, entry.file).toBeGreaterThan(0);
});

for (const entry of entries) {
  for (const method of entry.methods) {
    test(`${method} ${entry.url} (${entry.file}) refuses without a session`, async ({
      request,
    }) => {
      const response = await request.fetch(entry.url, { method, maxRedirects: 0 });
      if (entry.kind === "page") {
        expect(response.status()).toBe(307);
        expect(response.headers().location).toMatch(/\/admin\/login$/);
      } else {
        expect(response.status()).toBe(401);
      }
    });
  }
}

const changes = [
  "/admin/api/login",
  ...entries.filter((entry) => entry.methods.includes("POST")).map((entry) => entry.url),
];

for (const url of changes) {
  test(`a cross-site POST to ${url} is refused with 403, even with a session`, async ({
    playwright,
    baseURL,
  }) => {
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: clientAddress(11),
    });
    const login = await api.post("/admin/api/login", {
      form: { password: adminPassword },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(303);
    const response = await api.post(url, {
      form: { email: "someone@example.co.uk", confirm: "yes", id: "1", kind: "waitlist" },
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    await api.dispose();
  });
}

test("admin pages are never indexed and never cached as static pages", async ({ page }) => {
  const response = await page.goto("/admin/login");
  expect(response?.headers()["cache-control"] ?? "").not.toMatch(/s-maxage|immutable/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});
