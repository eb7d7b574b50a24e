import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { inlineSvg } from "./inline-image";

describe("inlineSvg", () => {
  it("gives a small SVG under public/ as a data: URL that decodes to the same drawing", () => {
    const url = inlineSvg("/blog/leeds-construction.svg");
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(url).not.toMatch(/[\s"<>#]/);
    const file = readFileSync(
      path.join(process.cwd(), "public/blog/leeds-construction.svg"),
      "utf8",
    );
    expect(decodeURIComponent(url!.slice("data:image/svg+xml,".length))).toBe(
      file.trim().replace(/\s+/g, " "),
    );
  });

  it("leaves larger files, other types, missing files and paths outside public/ alone", () => {
    expect(inlineSvg("/blog/leeds-construction.svg", 1024)).toBeNull();
    expect(inlineSvg("/images/portal-dashboard.png")).toBeNull();
    expect(inlineSvg("/blog/nowhere.svg")).toBeNull();
    expect(inlineSvg("/../package.json.svg")).toBeNull();
    expect(inlineSvg("blog/leeds-construction.svg")).toBeNull();
  });
});
