import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { formAnswerPaths } from "../../src/lib/form-answers";
import { sitemapPaths } from "../support/sitemap";
import { expect, test } from "./fixtures";

// The Nu HTML checker (npm vnu-jar, on Java: `npm test` finds or installs one first, in
// scripts/find-java.mjs) over every sitemap route, the dashboard preview and the 404 page, as
// served: 0 errors.
const jar = require.resolve("vnu-jar/build/dist/vnu.jar");

interface NuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

test("every page is valid HTML by the Nu checker", async ({ request }) => {
  test.setTimeout(180_000);
  const paths = [
    ...(await sitemapPaths(request)),
    "/dashboard-mvp",
    ...formAnswerPaths,
    "/no-such-page",
  ];
  const dir = mkdtempSync(path.join(tmpdir(), "grafter-vnu-"));
  try {
    const files = [];
    for (const [index, pagePath] of paths.entries()) {
      const response = await request.get(pagePath);
      expect([200, 404], pagePath).toContain(response.status());
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, await response.text());
      files.push(file);
    }
    const output = execFileSync(
      "java",
      [
        "-jar",
        jar,
        "--errors-only",
        "--format",
        "json",
        "--stdout",
        "--exit-zero-always",
        ...files,
      ],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(output) as { messages: NuMessage[] };
    const pageOf = (url: string) => paths[Number(path.basename(url, ".html"))] ?? url;
    // The stylesheet is inline (decision 030), and the checker's CSS validator predates what
    // Tailwind writes and every current browser reads (@property, margin-trim): its "CSS:" messages
    // judge the CSS dialect, not the HTML. Tailwind's compiler is what parses that stylesheet.
    const errors = messages
      .filter((message) => message.type === "error" && !message.message.startsWith("CSS:"))
      .map((message) => `${pageOf(message.url)}:${message.lastLine ?? "?"} ${message.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
