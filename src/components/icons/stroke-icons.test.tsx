// @vitest-environment happy-dom
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import * as icons from "./stroke-icons";

/** An icon's drawing as the browser reads it: the svg's shapes with their attributes. */
function drawing(markup: string) {
  const host = document.createElement("div");
  host.innerHTML = markup;
  const svg = host.querySelector("svg")!;
  const attributes = (element: Element) =>
    Object.fromEntries(
      [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
    );
  return {
    viewBox: svg.getAttribute("viewBox"),
    stroke: svg.getAttribute("stroke"),
    strokeWidth: svg.getAttribute("stroke-width"),
    shapes: [...svg.children].map((shape) => [shape.tagName.toLowerCase(), attributes(shape)]),
  };
}

const names = Object.keys(icons).filter((name) => /^[A-Z]/.test(name)) as (keyof typeof icons)[];

describe("stroke icons (scripts/icons/generate.mjs)", () => {
  it("draws each icon exactly as lucide-react draws it", () => {
    expect(names.length).toBeGreaterThan(30);
    for (const name of names) {
      const ours = drawing(renderToStaticMarkup(createElement(icons[name] as icons.IconComponent)));
      const theirs = drawing(
        renderToStaticMarkup(
          createElement(lucide[name as keyof typeof lucide] as lucide.LucideIcon),
        ),
      );
      expect(ours, name).toEqual(theirs);
    }
  });

  it("is hidden from assistive technology and takes the caller's class", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToStaticMarkup(<icons.MapPin className="size-4" />);
    const svg = host.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.getAttribute("class")).toBe("size-4");
  });
});
