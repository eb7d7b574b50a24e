// What showing an already-built form costs a phone (4x CPU), by how it was kept until then
// (decision 096): `noneTop` out of display: none into the top layer (a native <dialog>,
// showModal()), `hiddenTop` laid out but hidden then showModal(), `visTop` the same with its
// class taken off first, `visDiv` laid out in place with visibility: hidden, then made visible.
// The form is the waitlist dialog's own markup, copied from the page after one opening; the time
// runs from the change to the frame after it (performance.now(), median of 5).
//   node scripts/bench/show-prepared.mjs [variant ...]
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../chromium.mjs";
import { TAP_PHONE } from "./phone.mjs";
import { startServer } from "./server.mjs";

const server = await startServer(Number(process.env.BENCH_PORT ?? 4711));
const browser = await chromium.launch(chromiumLaunchOptions());
const variants = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["hiddenTop", "visTop", "visDiv", "noneTop"];
const results = Object.fromEntries(variants.map((v) => [v, []]));
try {
  for (let round = 0; round < 5; round += 1)
    for (const variant of variants) {
      const context = await browser.newContext(TAP_PHONE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`${server.url}/`, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      await page.locator("main a[data-dialog=waitlist]").first().tap();
      const content = page.locator("[role=dialog]");
      await content.locator("input[type=email]").waitFor();
      const html = await content.evaluate((el) => ({ cls: el.className, inner: el.innerHTML }));
      await page.keyboard.press("Escape");
      await content.waitFor({ state: "detached" });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.evaluate(
        ({ variant, html }) => {
          const css = document.createElement("style");
          css.textContent = `
          dialog.x { margin: 0; max-width: none; max-height: 92dvh; border: 0; }
          dialog.x.prep:not([open]) { display: block; visibility: hidden; }
          div.x.prep { visibility: hidden; }
          dialog.x::backdrop { background: rgb(10 20 40 / .6); }`;
          document.head.append(css);
          const el = document.createElement(variant === "visDiv" ? "div" : "dialog");
          el.className = `x ${html.cls}`;
          if (variant === "hiddenTop" || variant === "visTop" || variant === "visDiv")
            el.classList.add("prep");
          el.innerHTML = html.inner;
          document.body.append(el);
          window.__el = el;
        },
        { variant, html },
      );
      await page.waitForTimeout(1500);
      const ms = await page.evaluate(
        (variant) =>
          new Promise((resolve) => {
            const el = window.__el;
            const t0 = performance.now();
            if (variant === "visDiv") el.classList.remove("prep");
            else {
              if (variant === "visTop") el.classList.remove("prep");
              el.showModal();
            }
            el.querySelector("input:not([type=hidden]):not([tabindex='-1'])")?.focus();
            const t1 = performance.now();
            el.getBoundingClientRect();
            const t2 = performance.now();
            requestAnimationFrame(() => {
              const ch = new MessageChannel();
              ch.port1.onmessage = () =>
                resolve({
                  sync: Math.round(t1 - t0),
                  layout: Math.round(t2 - t1),
                  painted: Math.round(performance.now() - t0),
                  focused: document.activeElement?.tagName,
                });
              ch.port2.postMessage(null);
            });
          }),
        variant,
      );
      results[variant].push(ms);
      await context.close();
    }
} finally {
  await browser.close();
  await server.stop();
}
for (const [v, rs] of Object.entries(results)) {
  const p = rs.map((r) => r.painted).sort((a, b) => a - b);
  console.log(v, "painted median", p[2], JSON.stringify(rs));
}
