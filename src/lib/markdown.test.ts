import { describe, expect, it } from "vitest";

import { countWords, interpolate, renderMarkdown, slugify } from "./markdown";

describe("renderMarkdown", () => {
  it("gives level-2 headings ids and lists them for the table of contents", () => {
    const { html, toc } = renderMarkdown(
      "Intro.\n\n## 1. Who we are\n\nText\n\n### Detail\n\n## 2. Your rights\n",
    );
    expect(toc).toEqual([
      { id: "1-who-we-are", text: "1. Who we are" },
      { id: "2-your-rights", text: "2. Your rights" },
    ]);
    expect(html).toContain('<h2 id="1-who-we-are">1. Who we are</h2>');
    expect(html).toContain('<h3 id="detail">Detail</h3>');
  });

  it("keeps repeated headings unique", () => {
    const { toc } = renderMarkdown("## Notes\n\n## Notes\n");
    expect(toc.map((entry) => entry.id)).toEqual(["notes", "notes-2"]);
  });

  it("drops raw HTML from content", () => {
    const { html } = renderMarkdown(
      'Hello <script>alert("x")</script> world\n\n<div>block</div>\n',
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<div>block");
  });

  it("wraps tables so they scroll on a phone", () => {
    const { html } = renderMarkdown("| a | b |\n| - | - |\n| 1 | 2 |\n");
    expect(html).toMatch(/<div class="table-scroll" role="region" [^>]*tabindex="0"><table>/);
  });

  it("puts each level-2 section in a <section> of its own, the text before the first in a <div>, each with its length for the height estimate", () => {
    const { html } = renderMarkdown(
      "### Lead-in\n\nIntro [link][ref].\n\n## One\n\nText.\n\n### Sub\n\nMore.\n\n## Two\n\nEnd.\n\n[ref]: /about\n",
    );
    const sections = [
      ...html.matchAll(
        /<(div|section) class="prose-section( prose-continues)? deferred-band" style="--prose-chars:(\d+);--prose-blocks:(\d+)">/g,
      ),
    ];
    // Every section but the last says that another follows it (its last margin is dropped).
    expect(sections.map((match) => [match[1], Boolean(match[2]), Number(match[4])])).toEqual([
      ["div", true, 2],
      ["section", true, 4],
      ["section", false, 2],
    ]);
    expect(Number(sections[1]?.[3])).toBeGreaterThan(20);
    expect(html.match(/<\/section>/g)).toHaveLength(2);
    // A reference link defined at the end still resolves in the first section.
    expect(html).toContain('<a href="/about">link</a>');
    expect(html.indexOf("Intro")).toBeLessThan(html.indexOf('id="one"'));
  });

  it("names each table after its section, uniquely, and labels every cell with its column", () => {
    const table = "| What | How long |\n| - | - |\n| Logs | 30 days |\n";
    const { html } = renderMarkdown(`## 5. Keeping\n\n${table}\n${table}\n## Costs\n\n${table}`);
    const names = [...html.matchAll(/aria-label="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual(["Table: 5. Keeping", "Table: 5. Keeping (2)", "Table: Costs"]);
    expect(html).toContain('<td data-label="What">Logs</td><td data-label="How long">30 days</td>');
    expect(html).not.toContain("scrolls sideways");
  });
});

describe("interpolate", () => {
  it("replaces known placeholders and refuses unknown ones", () => {
    expect(interpolate("Write to {{email.privacy}}.", { "email.privacy": "p@x.uk" })).toBe(
      "Write to p@x.uk.",
    );
    expect(() => interpolate("{{nope}}", {})).toThrow("Unknown placeholder {{nope}}");
  });
});

describe("slugify and countWords", () => {
  it("makes URL-safe anchors", () => {
    expect(slugify("CIS, VAT & retentions: what's due?")).toBe("cis-vat-retentions-whats-due");
  });

  it("counts words of running text, not Markdown syntax", () => {
    expect(countWords("## Heading here\n\n- one **two** three\n\n| a | b |\n| --- | --- |\n")).toBe(
      7,
    );
  });
});
