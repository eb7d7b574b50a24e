import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage();
const o = "http://127.0.0.1:3421";
await page.goto(o + "/admin/login");
await page.getByLabel("Admin password").fill("pw-for-print-check");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL(/\/admin$/);
for (const p of process.argv.slice(2)) {
  await page.goto(o + p, { waitUntil: "networkidle" });
  writeFileSync(`/tmp/s47/print${p.replaceAll("/", "-")}.pdf`, await page.pdf({ format: "A4", margin: { top: "10mm", bottom: "10mm", left: "10mm", right: "10mm" } }));
}
await browser.close();
