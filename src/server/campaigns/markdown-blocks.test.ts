import { describe, expect, it } from "vitest";

import { markdownBlocks } from "./markdown-blocks";

describe("a campaign's Markdown as e-mail blocks", () => {
  it("maps headings, paragraphs, lists and a lone link (the button), merge fields filled", () => {
    const { blocks, unresolved } = markdownBlocks(
      "# Hello {{first_name}}\n\nYou are founder **{{founder_number}}**.\n\n- one\n- two\n\n[Open your page]({{personal_page}})",
      { first_name: "Sam", founder_number: "7", personal_page: "https://x.example/p/abc" },
    );
    expect(blocks).toEqual([
      { kind: "heading", text: "Hello Sam" },
      { kind: "paragraph", text: "You are founder 7." },
      { kind: "list", items: ["one", "two"] },
      { kind: "action", label: "Open your page", url: "https://x.example/p/abc" },
    ]);
    expect(unresolved).toEqual([]);
  });

  it("fills merge fields after parsing: a company name cannot add a link or markup", () => {
    const { blocks } = markdownBlocks("Welcome, {{company}}.", {
      company: "[Claim a refund](https://evil.example) <b>Ltd</b>",
    });
    expect(blocks).toEqual([
      { kind: "paragraph", text: "Welcome, [Claim a refund](https://evil.example) <b>Ltd</b>." },
    ]);
  });

  it("names every field left without a value, and unknown ones", () => {
    const { unresolved } = markdownBlocks("{{first_name}} {{company}} {{shoe_size}}", {
      first_name: "Sam",
    });
    expect(unresolved.sort()).toEqual(["company", "shoe_size"]);
  });
});
