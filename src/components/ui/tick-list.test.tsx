import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { TickList } from "./tick-list";

describe("TickList", () => {
  it("writes one plain item per entry: the tick is CSS, not an element", () => {
    const html = renderToStaticMarkup(<TickList items={["Quotes", "Invoices"]} className="mt-4" />);
    expect(html).toBe('<ul class="ticks mt-4"><li>Quotes</li><li>Invoices</li></ul>');
  });

  it("asks for the ticked circle with a second class", () => {
    const html = renderToStaticMarkup(<TickList circle items={["Founder pricing"]} />);
    expect(html).toBe('<ul class="ticks ticks-circle"><li>Founder pricing</li></ul>');
  });
});
