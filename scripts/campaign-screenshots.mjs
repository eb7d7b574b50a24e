#!/usr/bin/env node
// Screenshots of the console's campaign pages (1440 and 375 px) and of a campaign message as the
// console previews it (375 and 1280 px), on a throwaway seeded database:
//   node scripts/campaign-screenshots.mjs [outDir=docs/screenshots]   (CAMPAIGN_SCREENSHOT_PORT=3530)
// It runs a campaign as a founder would: a draft through the form, the dry run, Send now at a
// slow rate, Pause, then each recipient's state.
import { mkdirSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { openSeedTarget, seedAdminData } from "./bench/admin-seed.mjs";
import { sampleCampaignBody, sampleCampaignSubject } from "./campaign-sample.mjs";
import { signIn, viewports, withSeededConsole } from "./console-screenshots.mjs";
import { answerCookieBanner } from "./cookie-choice.mjs";

const outDir = path.resolve(process.argv[2] ?? "docs/screenshots");
const port = Number(process.env.CAMPAIGN_SCREENSHOT_PORT ?? 3530);

mkdirSync(path.join(outDir, "admin"), { recursive: true });
mkdirSync(path.join(outDir, "email"), { recursive: true });
const seed = async (target) => {
  await seedAdminData(target, { count: 300, days: 90 });
  // The seed's sign-ups, confirmed, the first 100 holding founder places: a launch-news audience.
  const { db, close } = await openSeedTarget(target);
  await db.execute(sql`
    insert into waitlist_people (email_normalised, created_at, confirmed_at, founder_place)
    select email_normalised, created_at, created_at + interval '10 minutes',
           case when rn <= 100 then rn end
    from (select email_normalised, min(created_at) as created_at,
                 row_number() over (order by min(id)) as rn
          from waitlist_submissions where not quarantined and id % 7 <> 3
          group by email_normalised) s
    on conflict do nothing`);
  await close();
};
const env = { POSTAL_ADDRESS: "1 Example Street, Leeds LS1 1AA", NOTIFY_POLL_MS: "1000" };
await withSeededConsole({ port, seed, env }, async ({ server, browser }) => {
  const context = await browser.newContext({ viewport: viewports[0], deviceScaleFactor: 1 });
  await answerCookieBanner(context);
  const page = await context.newPage();
  await signIn(page, server);

  // A draft that stays a draft, and one that is sent.
  const draft = await saveDraft(page, server, "Founder places: how invitations will work", 600);
  const sent = await saveDraft(page, server, sampleCampaignSubject, 30);
  await page.goto(`${server.url}/admin/campaigns/${sent}?dryrun=1`);
  await page.getByRole("button", { name: "Send now" }).click();
  await page.waitForURL(/sent=\d+/).catch(async () => {
    throw new Error(
      `Send now did not send: ${page.url()} ${await page.locator("main").innerText()}`,
    );
  });
  await page.waitForTimeout(6000);
  await page.getByRole("button", { name: "Pause" }).click();
  await page.waitForURL(/paused=1/);

  const shots = [
    { name: "campaigns", path: "/admin/campaigns" },
    { name: "campaign-new", path: "/admin/campaigns/new" },
    { name: "campaign-draft", path: `/admin/campaigns/${draft}?dryrun=1` },
    { name: "campaign-paused", path: `/admin/campaigns/${sent}` },
    { name: "campaign-recipients", path: `/admin/campaigns/${sent}/recipients` },
  ];
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const shot of shots) {
      await page.goto(`${server.url}${shot.path}`, { waitUntil: "networkidle" });
      await shoot(page, path.join(outDir, "admin", `${shot.name}-${viewport.label}.png`));
    }
  }
  // The message as the console previews it, each part at its own width, whole.
  await page.goto(`${server.url}/admin/campaigns/${sent}`);
  const html = await page.locator("iframe").first().getAttribute("srcdoc");
  for (const width of [375, 1280]) {
    const mail = await browser.newPage({ viewport: { width, height: 800 } });
    await mail.setContent(html ?? "");
    await shoot(mail, path.join(outDir, "email", `console-campaign-preview-${width}.png`));
    await mail.close();
  }
  await context.close();
});

async function saveDraft(page, server, subject, rate) {
  await page.goto(`${server.url}/admin/campaigns/new`);
  await page.locator('input[value="launch_announcement/founders"]').check();
  await page.getByLabel("Name (for you; recipients never see it)").fill(subject.split(":")[0]);
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Preheader").fill("Your locked-in price is waiting");
  await page.getByLabel("Message (Markdown)").fill(sampleCampaignBody);
  await page.getByLabel("Messages a minute").fill(String(rate));
  await page.getByRole("button", { name: "Save the draft" }).click();
  await page.waitForURL(/\/admin\/campaigns\/\d+\?saved=1/);
  return Number(/campaigns\/(\d+)/.exec(page.url())[1]);
}

/**
 * The whole page in one screen as tall as it is: a full-page capture leaves frames below the
 * first screen blank, and the preview's frames are what these pictures are for.
 */
async function shoot(page, file) {
  const screen = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: screen.width, height });
  await page.waitForTimeout(300);
  await page.screenshot({ path: file });
  await page.setViewportSize(screen);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  console.log(
    `saved ${file}${overflow > 0 ? ` (page wider than the screen by ${overflow}px)` : ""}`,
  );
}
