import { describe, expect, it } from "vitest";

import { escapeXml, renderRssFeed } from "./rss";

describe("renderRssFeed", () => {
  const xml = renderRssFeed({
    title: "Grafter Blog",
    description: "Guides & tips",
    link: "https://example.co.uk/blog",
    feedUrl: "https://example.co.uk/blog/rss.xml",
    items: [
      {
        title: "CIS <and> retentions",
        description: "Money 'held back'",
        link: "https://example.co.uk/blog/cis",
        date: "2025-03-15",
        author: "Grafter Team",
      },
    ],
  });

  it("escapes text and dates items in RFC 822 form", () => {
    expect(xml).toContain("<title>CIS &lt;and&gt; retentions</title>");
    expect(xml).toContain("<description>Guides &amp; tips</description>");
    expect(xml).toContain("<pubDate>Sat, 15 Mar 2025 12:00:00 GMT</pubDate>");
    expect(xml).toContain('<guid isPermaLink="true">https://example.co.uk/blog/cis</guid>');
  });

  it("points at itself", () => {
    expect(xml).toContain('<atom:link href="https://example.co.uk/blog/rss.xml" rel="self"');
  });

  it("escapes all five XML special characters", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
  });
});
