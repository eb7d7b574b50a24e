// Screenshots of a campaign message's HTML part at 375 and 1280 px, rendered by the
// same code the dispatcher sends with (campaignMail). Run through Vitest for the app's aliases:
//   npx vitest run --config scripts/bench/vitest.campaigns.config.mts scripts/campaign-mail-screenshots.run.ts
import { mkdirSync } from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";
import { it } from "vitest";

import { campaignMail } from "@/server/campaigns/message";

import { sampleCampaignBody, sampleCampaignSubject } from "./campaign-sample.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";

it("photographs a launch-news campaign message", async () => {
  const out = path.resolve("docs/screenshots/email");
  mkdirSync(out, { recursive: true });
  const mail = campaignMail(
    {
      subject: sampleCampaignSubject,
      preheader: "Founder number 7: your locked-in price is waiting",
      bodyMarkdown: sampleCampaignBody,
    },
    {
      name: "Sam Fixer",
      company: "Fixer Plumbing Ltd",
      founderPlace: 7,
      personalPage: "https://grafter.co.uk/my-data?token=example",
      unsubscribePage: "https://grafter.co.uk/launch-news/unsubscribe?token=1.example",
      unsubscribeOneClick: "https://grafter.co.uk/api/launch-news/unsubscribe?token=1.example",
    },
    "1 Example Street, Leeds LS1 1AA",
  );
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const width of [375, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.setContent(mail.html);
      await page.screenshot({
        path: path.join(out, `visitor-campaign-launch-news-${width}.png`),
        fullPage: true,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}, 120_000);
