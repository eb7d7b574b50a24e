import type { CDPSession } from "@playwright/test";

import { expect, test } from "./fixtures";

// A circled tick is two generated boxes (theme.css, conventions.md "Ticks are cut by clip-path"): the ring (::before) and the
// tick inside it (::after, absolutely positioned). Generated boxes are not in the DOM a page
// script sees, so their boxes are read from the DevTools protocol, which lays them out as the
// browser paints them. Before conventions.md "Ticks are cut by clip-path" the tick stood at its item's padding corner: 20 px
// up and to the left of its ring in a city page's feature list (an item with padding), and above
// the ring in the landing page's founder band (items centred beside a two-line neighbour).

type Quad = number[];

/** A box's corners (x1, y1, ... x4, y4) as its middle and width. */
function measure(quad: Quad) {
  const xs = quad.filter((_, index) => index % 2 === 0);
  const ys = quad.filter((_, index) => index % 2 === 1);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { x: mean(xs), y: mean(ys), width: Math.max(...xs) - Math.min(...xs) };
}

/** The border box of each circled item's ring and tick, in CSS pixels of the page. */
async function circledTicks(cdp: CDPSession) {
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", {
    nodeId: root.nodeId,
    selector: ".ticks-circle > li",
  });
  const boxOf = async (nodeId: number): Promise<Quad> =>
    (await cdp.send("DOM.getBoxModel", { nodeId })).model.border;
  const items = [];
  for (const nodeId of nodeIds) {
    const { node } = await cdp.send("DOM.describeNode", { nodeId });
    const pseudo = (type: string) => node.pseudoElements?.find((p) => p.pseudoType === type);
    const ring = pseudo("before");
    const tick = pseudo("after");
    if (!ring?.nodeId || !tick?.nodeId) throw new Error(`a circled item lacks its ring or tick`);
    items.push({ ring: await boxOf(ring.nodeId), tick: await boxOf(tick.nodeId) });
  }
  return items;
}

for (const forcedColors of ["none", "active"] as const) {
  test.describe(`forced colours ${forcedColors}`, () => {
    test.use({ forcedColors });

    test("a circled tick stands inside its ring wherever its list places it @desktop-and-phone", async ({
      page,
    }) => {
      for (const path of ["/", "/signup", "/locations/leeds"]) {
        await page.goto(path);
        // Bands below the first screen are laid out only as they near it (decision 039).
        await page.addStyleTag({ content: ".deferred-band { content-visibility: visible }" });
        // Generated boxes exist only once the new rule has been applied: force the style and
        // layout now. A loaded CI run once read an item before then and found neither box.
        await page.evaluate(() => document.body.getBoundingClientRect());
        const cdp = await page.context().newCDPSession(page);
        const items = await circledTicks(cdp);
        await cdp.detach();
        expect(items.length, path).toBeGreaterThan(0);
        for (const { ring, tick } of items) {
          const [ringBox, tickBox] = [measure(ring), measure(tick)];
          expect(ringBox.width, path).toBeGreaterThan(10);
          // The tick's square and the ring share a middle, to within a rounding.
          expect(Math.abs(tickBox.x - ringBox.x), `${path}: across`).toBeLessThan(0.5);
          expect(Math.abs(tickBox.y - ringBox.y), `${path}: down`).toBeLessThan(0.5);
        }
      }
    });
  });
}
