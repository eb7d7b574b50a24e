#!/usr/bin/env node
// Screenshots of the admin console as a founder sees it, signed in, on seeded data:
//   node scripts/admin-screenshots.mjs [outDir=$TMPDIR/grafter-admin-screenshots]   (ADMIN_SCREENSHOT_PORT=3520)
// scripts/screenshot.mjs cannot sign in; this one seeds a throwaway database, starts the
// production server on it, signs in through the login form, then shoots each page.
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { seedAdminData } from "./bench/admin-seed.mjs";
import { seedAnalytics } from "./bench/analytics-seed.mjs";
import { signIn, viewports, withSeededConsole } from "./console-screenshots.mjs";
import { answerCookieBanner } from "./cookie-choice.mjs";

const outDir = path.resolve(process.argv[2] ?? path.join(tmpdir(), "grafter-admin-screenshots"));
const port = Number(process.env.ADMIN_SCREENSHOT_PORT ?? 3520);

const shots = [
  { name: "overview", path: "/admin" },
  { name: "acquisition", path: "/admin/acquisition" },
  { name: "waitlist", path: "/admin/waitlist?trade=electrician&sort=back_office_users" },
  { name: "login", path: "/admin/login", signedOut: true },
  { name: "record", path: "/admin/waitlist/97" },
  { name: "outbox", path: "/admin/outbox" },
  // The confirmation step, reached as a founder would: from a record.
  { name: "erase", path: "/admin/waitlist/98", click: "Erase this person" },
];

mkdirSync(outDir, { recursive: true });
const seed = async (target) => {
  await seedAdminData(target, { count: 420, days: 90 });
  await seedAnalytics(target, { events: 30_000, days: 90 });
};
await withSeededConsole({ port, seed }, async ({ server, browser }) => {
  for (const viewport of viewports) {
    const context = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
    });
    // The founder has already answered the cookie banner.
    await answerCookieBanner(context);
    const page = await context.newPage();
    for (const shot of shots.filter((s) => s.signedOut)) {
      await page.goto(`${server.url}${shot.path}`, { waitUntil: "networkidle" });
      await shoot(page, shot.name, viewport.label);
    }
    await signIn(page, server);
    for (const shot of shots.filter((s) => !s.signedOut)) {
      await page.goto(`${server.url}${shot.path}`, { waitUntil: "networkidle" });
      if (shot.click) {
        await page.getByRole("link", { name: shot.click }).click();
        await page.waitForURL((url) => !url.pathname.startsWith(shot.path));
        await page.waitForLoadState("networkidle");
      }
      await shoot(page, shot.name, viewport.label);
    }
    await context.close();
  }
});

/** The whole page, and what the first screen shows (phones scroll a long way). */
async function shoot(page, name, label) {
  const file = path.join(outDir, `${name}-${label}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await page.screenshot({ path: path.join(outDir, `${name}-${label}-screen.png`) });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  console.log(
    `saved ${file}${overflow > 0 ? ` (page wider than the screen by ${overflow}px)` : ""}`,
  );
}
