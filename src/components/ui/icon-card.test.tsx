// @vitest-environment happy-dom
import { Building2 } from "@/components/icons/stroke-icons";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { IconCard } from "./icon-card";

function titleClasses(compact: boolean) {
  const host = document.createElement("ul");
  host.innerHTML = renderToStaticMarkup(
    <IconCard
      Icon={Building2}
      title="Bridge"
      description="A new bridge"
      className="card"
      compact={compact}
    />,
  );
  return [...(host.querySelector("h3")?.classList ?? [])];
}

describe("IconCard", () => {
  it("sets the title large unless compact, each class whole", () => {
    expect(titleClasses(false)).toEqual(
      expect.arrayContaining(["mt-3", "font-semibold", "text-navy-900", "text-lg"]),
    );
    expect(titleClasses(true)).toEqual(["mt-3", "font-semibold", "text-navy-900"]);
  });
});
