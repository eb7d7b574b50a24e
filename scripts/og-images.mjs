#!/usr/bin/env node
// Share images (Open Graph / Twitter, 1200x630 PNG) under public/og/, drawn as small HTML cards
// and screenshotted with scripts/screenshot.mjs. Run again after changing a card or a cover:
//   node scripts/og-images.mjs
// Cards: site.png (every page without its own), blog.png, locations.png, and blog/{slug}.png
// for each article (its SVG cover as a PNG: social sites and search engines do not take SVG).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "public/og");
const work = mkdtempSync(path.join(tmpdir(), "og-"));
const font = pathToFileURL(
  path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
);
const logo = readFileSync(path.join(root, "public/icon.svg"), "utf8");

function shoot(url, file) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, "scripts/screenshot.mjs"), url, file, "1200", "630"],
    { stdio: "inherit" },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** One card: eyebrow, headline, a line of text and a row of chips on the brand's navy. */
function card({ eyebrow, headline, text, chips }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url("${font}") format("woff2"); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff; overflow: hidden;
  background: #0b1f33; position: relative; }
.sun { position: absolute; right: -120px; top: -160px; width: 520px; height: 520px; border-radius: 50%; background: #12304d; }
.frame { position: absolute; inset: 0; padding: 72px 80px; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 18px; font-size: 40px; font-weight: 800; letter-spacing: -0.02em; }
.brand svg { width: 64px; height: 64px; }
.eyebrow { margin-top: 64px; color: #fdba74; font-size: 26px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; }
h1 { margin-top: 16px; font-size: 68px; text-wrap: balance; line-height: 1.05; font-weight: 800; letter-spacing: -0.03em; max-width: 980px; }
p { margin-top: 24px; font-size: 30px; line-height: 1.4; color: #cbd5e1; max-width: 800px; }
.chips { margin-top: auto; padding-top: 24px; display: flex; gap: 14px; }
.chip { border: 2px solid rgba(249,115,22,.6); background: rgba(249,115,22,.15); color: #ffedd5;
  border-radius: 999px; padding: 10px 22px; font-size: 24px; font-weight: 600; }
.bar { position: absolute; left: 0; right: 0; bottom: 0; height: 12px; background: #ea580c; }
.skyline { position: absolute; right: 48px; bottom: 12px; opacity: .3; }
</style></head><body>
<div class="sun"></div>
<svg class="skyline" width="294" height="182" viewBox="0 0 420 260" fill="#94a3b8" aria-hidden="true">
  <rect x="0" y="150" width="60" height="110"/><rect x="70" y="110" width="50" height="150"/>
  <rect x="130" y="170" width="70" height="90"/><rect x="210" y="90" width="40" height="170"/>
  <rect x="300" y="30" width="8" height="230"/><rect x="230" y="30" width="190" height="8"/>
  <rect x="380" y="38" width="3" height="70"/><rect x="370" y="108" width="24" height="16"/>
  <rect x="260" y="140" width="90" height="120"/>
</svg>
<div class="frame">
  <div class="brand">${logo}<span>Grafter</span></div>
  <div class="eyebrow">${escape(eyebrow)}</div>
  <h1>${escape(headline)}</h1>
  <p>${escape(text)}</p>
  <div class="chips">${chips.map((chip) => `<span class="chip">${escape(chip)}</span>`).join("")}</div>
</div>
<div class="bar"></div>
</body></html>`;
}

// Share-card wording only: no prices, figures or dates, so nothing here can drift from src/content.
const cards = {
  site: {
    eyebrow: "Founder's waitlist now open",
    headline: "CRM for UK Trades",
    text: "Jobs, quotes, invoices, gangs and compliance in one place, built for UK tradespeople and new-build subcontractors.",
    chips: ["All trade types", "UK focused", "Built for new-build sites"],
  },
  blog: {
    eyebrow: "The Grafter Blog",
    headline: "Guides for UK trades and subcontractors",
    text: "Running jobs, choosing software, CIS, retentions and getting paid on time.",
    chips: ["Project management", "Software", "CIS and payments"],
  },
  locations: {
    eyebrow: "Locations",
    headline: "Trades software across the UK",
    text: "Local construction markets, major projects and how Grafter helps the trades building them.",
    chips: ["England", "Scotland", "Wales", "Northern Ireland"],
  },
};

mkdirSync(path.join(out, "blog"), { recursive: true });
for (const [name, content] of Object.entries(cards)) {
  const html = path.join(work, `${name}.html`);
  writeFileSync(html, card(content));
  shoot(pathToFileURL(html).href, path.join(out, `${name}.png`));
}

const covers = path.join(root, "public/blog/covers");
for (const file of readdirSync(covers).filter((name) => name.endsWith(".svg"))) {
  // Wrapped in a page so the SVG fills the 1200x630 viewport exactly.
  const html = path.join(work, `${file}.html`);
  const src = pathToFileURL(path.join(covers, file)).href;
  writeFileSync(
    html,
    `<!doctype html><style>*{margin:0}img{display:block;width:1200px;height:630px}</style><img src="${src}" alt="">`,
  );
  shoot(pathToFileURL(html).href, path.join(out, "blog", file.replace(/\.svg$/, ".png")));
}
