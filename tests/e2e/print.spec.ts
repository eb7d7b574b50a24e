import { test } from "./fixtures";
import { expectPrintedWell, papers } from "./printed";

// A page printed on A4 from the browser's print dialog, as a visitor does with the privacy policy
// or a price list to read away from the screen (conventions.md "Printed pages"). With
// JavaScript, audit.spec.ts prints each template a visitor would print, on the load it checks;
// here, the same pages as a browser without JavaScript prints them.

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a printed page carries its words dark on white", async ({ page }) => {
    for (const path of ["/", "/legal/privacy"]) {
      await page.goto(path);
      for (const paper of papers) await expectPrintedWell(page, path, paper);
    }
  });
});
