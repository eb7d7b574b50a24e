import { once } from "node:events";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

import { expect, test } from "../e2e/fixtures";

// A page reaches a phone in pieces, and the browser paints what it has whenever the network makes
// it wait. The header's links and buttons sit in a row whose places depend on one another, so a
// header painted half-arrived moves when the rest arrives: a layout shift every visitor on a slow
// link can see. This test makes the pauses happen where they hurt, inside the header.

/**
 * Serves the site through a proxy that sends each page in pieces, pausing before each marker. What
 * goes wrong in it (a marker missing, the server unreachable) is kept in `errors` for the test to
 * report, rather than lost as an unhandled rejection while the page waits.
 */
async function startSlicingProxy(upstream: string, markers: readonly string[], pauseMs: number) {
  const errors: string[] = [];
  const server: Server = createServer((request, response) => {
    relay(request.url ?? "/", request.headers.accept, response).catch((error: Error) => {
      errors.push(error.message);
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
      response.end(error.message);
    });
  });
  async function relay(path: string, accept: string | undefined, response: ServerResponse) {
    const answer = await fetch(new URL(path, upstream), {
      headers: { accept: accept ?? "*/*" },
      redirect: "manual",
    });
    const body = Buffer.from(await answer.arrayBuffer());
    const type = answer.headers.get("content-type") ?? "application/octet-stream";
    if (!type.startsWith("text/html")) {
      response.writeHead(answer.status, { "content-type": type, "cache-control": "no-store" });
      return response.end(body);
    }
    const text = body.toString("utf8");
    const cuts = [];
    for (const marker of markers) {
      const at = text.indexOf(marker, cuts.at(-1) ?? 0);
      if (at < 0) throw new Error(`${path} has no "${marker}" after the one before`);
      cuts.push(at);
    }
    response.writeHead(answer.status, { "content-type": type, "cache-control": "no-store" });
    let from = 0;
    for (const at of cuts) {
      response.write(text.slice(from, at));
      from = at;
      await sleep(pauseMs);
    }
    response.end(text.slice(from));
  }
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, errors, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The parts of a layout-shift entry the test reports (TypeScript's DOM library has none). */
interface LayoutShift {
  value: number;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** What the page keeps of its visit, on `window.seen`. */
interface Seen {
  shift: number;
  frames: Frame[];
  /** Each element a layout shift moved, with its box before and after. */
  moved: string[];
}

interface Frame {
  /** The header's links as they had arrived. */
  arrived: string[];
  /** The header's controls a visitor could see. */
  shown: string[];
  /** Whether the footer's pause was over. */
  end: boolean;
}

for (const width of [1440, 800, 375]) {
  test(`a page painted while it arrives in pieces: nothing in the header moves (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    // The pauses fall after the logo, inside the navigation, between the header's buttons, and in
    // the footer.
    const markers = ["Features", "Blog", "Get Started", "Cookie settings"];
    await page.setViewportSize({ width, height: 800 });
    // A slow phone's parser stops to paint inside a piece too, wherever its time runs out: a row
    // painted with a link whose words had not arrived (the hero's, at 375 px, in CI) moved when
    // they did. Slowed 12 times, the old hero moved in 2 of 8 visits here; on a loaded CI, 12 times
    // kept the browser from painting at all until the page had arrived, so the test slows it 4
    // times, the phone figure Lighthouse uses.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const seen: Seen = { shift: 0, frames: [], moved: [] };
      Object.assign(window, { seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as LayoutShift[]) {
          seen.shift += entry.value;
          for (const { node, previousRect: was, currentRect: now } of entry.sources) {
            const name =
              node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName);
            seen.moved.push(
              `${name} ${was.x},${was.y},${was.width}x${was.height} -> ${now.x},${now.y},${now.width}x${now.height}`,
            );
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
      // A frame's callbacks run just before it is painted: what the page held then is what that
      // frame showed. Each new state is kept.
      const text = (element: Element) => element.textContent ?? "";
      const watch = () => {
        const frame: Frame = {
          arrived: [...document.querySelectorAll("header a")].map(text),
          shown: [...document.querySelectorAll("header :is(a, summary, button)")]
            .filter((control) => control.checkVisibility({ visibilityProperty: true }))
            .map(text),
          end: text(document.querySelector("footer") ?? document.head).includes("Cookie settings"),
        };
        if (JSON.stringify(seen.frames.at(-1)) !== JSON.stringify(frame)) seen.frames.push(frame);
        if (!frame.end) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    // A busy machine can keep the browser from painting for a whole pause, so that two pieces are
    // painted as one and the header is never seen half-arrived (CI, on a day of load 11, missed
    // it at 400 ms; slowed 12 times, one visit in about 60 here missed it at 1.6 s too). The page
    // is then visited again with longer pauses; every visit must keep the page still, and at
    // least one must have painted the header half-arrived. Each proxy serves until the test ends:
    // the page goes on fetching after its load event.
    let story = "";
    const proxies: Server[] = [];
    try {
      for (const pauseMs of [400, 1_600, 4_000]) {
        const proxy = await startSlicingProxy(baseURL!, markers, pauseMs);
        proxies.push(proxy.server);
        await page.goto(proxy.url);
        expect(proxy.errors, "the slicing proxy").toEqual([]);
        // The load event can come before the frame that first shows the footer.
        await page.waitForFunction(
          () => (window as unknown as { seen: Seen }).seen.frames.at(-1)?.end,
        );
        const { shift, frames, moved } = await page.evaluate(
          () => (window as unknown as { seen: Seen }).seen,
        );
        const painted = frames.map((frame) => JSON.stringify(frame)).join("\n");
        story = `pauses of ${pauseMs} ms:\n${painted}\nmoved:\n${moved.join("\n")}`;
        // Painted only once it had all arrived (CI, slowed, at 400 ms): nothing was seen in pieces,
        // so the pauses are made longer.
        if (frames[0]!.end) continue;
        // Until the row had arrived whole nothing after the logo showed, then all of it did, and
        // nothing moved.
        const whole = frames.at(-1)!.shown;
        expect(whole.length, story).toBeGreaterThan(2);
        for (const { shown } of frames) {
          if (shown.join("|") !== whole.join("|"))
            expect(shown.length, story).toBeLessThanOrEqual(2);
        }
        expect(shift, story).toBe(0);
        // The pauses did their work when a frame was painted with the header half-arrived: its
        // first button without the second.
        const halfway = frames.some(
          ({ arrived }) => arrived.includes("Contact Us") && !arrived.includes("Get Started"),
        );
        if (halfway) return;
      }
      throw new Error(`The header was never painted half-arrived.\n${story}`);
    } finally {
      for (const proxy of proxies) proxy.close();
    }
  });
}
