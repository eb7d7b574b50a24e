import { createHmac } from "node:crypto";

import { expect } from "./admin-fixtures";
import { e2eMailEventsSecret } from "./e2e-env";
import { testPersonsPage } from "./personal-link";

/** A hard bounce for `email`, signed as the generic format asks (decision 090). */
function bounce(email: string) {
  const body = JSON.stringify({ id: `e2e-${email}`, type: "hard_bounce", email });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac("sha256", e2eMailEventsSecret)
    .update(`${timestamp}.${body}`)
    .digest("hex");
  return {
    headers: {
      "content-type": "application/json",
      "x-mail-event-timestamp": timestamp,
      "x-mail-event-signature": `sha256=${signature}`,
    },
    data: body,
  };
}

testPersonsPage(
  "a person whose mail bounced sees it on their page and takes the address off the list",
  "bounced",
  async ({ page, request, email, link }) => {
    await page.goto(link);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Do-not-mail list" })).toHaveCount(0);

    const answer = await request.post("/api/mail-events", bounce(email));
    expect(answer.status()).toBe(200);

    await page.goto(link);
    const section = main.locator("section", {
      has: page.getByRole("heading", { name: "Do-not-mail list" }),
    });
    await expect(section).toContainText(
      "because mail to it bounced: the receiving server said it could not be delivered.",
    );
    await section
      .getByRole("button", { name: "Take this address off the do-not-mail list" })
      .click();
    await expect(main.getByRole("status")).toHaveText(
      "This address is off the do-not-mail list: the lists you're on can write to it again. If you left the newsletter, subscribe again to get it.",
    );
    await expect(main.getByRole("heading", { name: "Do-not-mail list" })).toHaveCount(0);
  },
);
