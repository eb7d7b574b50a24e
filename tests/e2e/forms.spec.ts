import type { Locator, Page } from "@playwright/test";

import { dialogAutoCloseMs } from "../../src/content/site";
import { sendContactPage } from "./contact-page";
import { waitOutMinimumFillTime } from "./fill-time";
import { expect, test } from "./fixtures";
import { mailsSettledTo } from "./mail";
import { interceptActions } from "./server-actions";
import { fillWaitlistForm, uniqueEmail } from "./waitlist-form";

const messages = {
  waitlistSuccess: "Thank you for joining our waitlist! We'll keep you updated on our progress.",
  confirmFromEmail:
    "We've sent you an e-mail: if your address isn't confirmed yet, open the link in it to confirm it. Founder places go to confirmed addresses, in the order they confirm.",
  contactSuccess: "Thank you for your message! We'll get back to you soon.",
  rateLimited:
    "You have reached the maximum number of submissions for today. Please try again tomorrow.",
  generic: "Something went wrong. Please try again later.",
};

const fillWaitlist = (scope: Locator, email: string) => fillWaitlistForm(scope, { email });

test("a plan card opens the waitlist dialog with that plan; success resets, then closes after 3 s", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: /Choose Professional/ }).click();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Interested plan")).toHaveValue("professional");
  await fillWaitlist(dialog, uniqueEmail("dialog"));
  await dialog.getByLabel("Interested plan").selectOption("enterprise");

  // Hold the answer back until the submitting state has been seen: a fixed delay can be over
  // before a busy test runner looks.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await interceptActions(page, async (route) => {
    await released;
    await route.fallback();
  });
  // Timed by the page's own clock: the test runner may see each moment late on a busy machine.
  const shownFor = page.evaluate(timeDialogAfter, messages.waitlistSuccess);
  await dialog.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  release();

  const status = dialog.getByRole("status").filter({ hasText: messages.waitlistSuccess });
  await expect(status).toBeVisible();
  await expect(status).toHaveClass(/green/);
  // Beside the specification's message, one plain line: confirm from the e-mail.
  await expect(status).toContainText(messages.confirmFromEmail);
  await expect(dialog.getByLabel("Name")).toHaveValue("");
  await expect(dialog.getByRole("button", { name: "Join the Waitlist" })).toBeEnabled();
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  expect(await shownFor).toBeGreaterThan(2_900);
  // Opening again shows a fresh form without the old message.
  await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByText(messages.waitlistSuccess)).toHaveCount(0);
});

test("sent from the keyboard, the answer takes the focus the disabled button dropped, then the opener", async ({
  page,
}) => {
  await page.goto("/");
  const trigger = page.getByRole("banner").getByRole("link", { name: "Get Started" });
  await trigger.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await fillWaitlist(dialog, uniqueEmail("keyboard"));
  await waitOutMinimumFillTime(dialog);
  await dialog.getByRole("button", { name: "Join the Waitlist" }).press("Enter");

  const status = dialog.getByRole("status").filter({ hasText: messages.waitlistSuccess });
  await expect(status).toBeVisible();
  // Before: the focus was on the page's body, outside the open dialog.
  await expect(status).toBeFocused();
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  await expect(trigger).toBeFocused();
});

test("a dialog opens on its first field, with its card's plan, and fresh each time", async ({
  page,
}) => {
  await page.goto("/");
  // Settled: the dialogs' code has arrived and they are prepared, hidden (decision 096).
  await page.waitForLoadState("networkidle");

  const professional = page.getByRole("link", { name: /Choose Professional/ });
  await professional.click();
  const waitlist = page.getByRole("dialog", { name: "Join the Waitlist" });
  await expect(waitlist.getByLabel("Name")).toBeFocused();
  await expect(waitlist.getByLabel("Interested plan")).toHaveValue("professional");
  await page.keyboard.type("Kez Mensah");
  await page.keyboard.press("Escape");
  await expect(waitlist).toBeHidden();
  await expect(professional).toBeFocused();

  // Another card: a new, empty form with that card's plan.
  await page.getByRole("link", { name: /Choose Starter/ }).click();
  await expect(waitlist.getByLabel("Name")).toBeFocused();
  await expect(waitlist.getByLabel("Name")).toHaveValue("");
  await expect(waitlist.getByLabel("Interested plan")).toHaveValue("starter");
  // The page behind is out of reach while the dialog is open: hidden from a screen reader, and
  // Tab goes round the dialog's own stops, from the first to the last and back.
  await expect.poll(() => page.evaluate(behindTheDialog)).toBe(true);
  const close = waitlist.getByRole("button", { name: "Close" });
  const last = waitlist.getByRole("link", { name: "Privacy policy" });
  await page.keyboard.press("Shift+Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(last).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(waitlist).toBeHidden();
  await expect.poll(() => page.evaluate(behindTheDialog)).toBe(false);

  const contact = page.getByRole("contentinfo").getByRole("link", { name: "Contact" });
  await contact.click();
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(contact).toBeFocused();
});

/** Runs in the page: whether the page's main content is hidden (behind an open dialog). */
function behindTheDialog() {
  return document.querySelector("main")?.closest("[aria-hidden=true]") != null;
}

/**
 * Runs in the page: resolves with how long the dialog stayed open after `message` appeared in it,
 * in ms of the page's own clock.
 */
function timeDialogAfter(message: string): Promise<number> {
  return new Promise((resolve) => {
    let shownAt: number | undefined;
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
      if (shownAt === undefined && dialog?.textContent?.includes(message))
        shownAt = performance.now();
      if (shownAt !== undefined && !dialog?.checkVisibility({ visibilityProperty: true })) {
        observer.disconnect();
        resolve(performance.now() - shownAt);
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

// conventions.md "Back closes a dialog": a phone's back gesture is how most people dismiss what covers the page.
test("Back closes the dialog and keeps the page; closed by ×, one Back leaves the page", async ({
  page,
}) => {
  await page.goto("/about");
  await page.goto("/");
  const opener = page.getByRole("banner").getByRole("link", { name: "Get Started" });
  // The dialog prepared (hidden, out of the accessibility tree): a Back at once after the tap
  // closes it. A quiet network alone came before that on a loaded run, and the Back left the page.
  await expect(page.locator('[role="dialog"]').first()).toBeAttached();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Opened and closed by its own button, the dialog leaves no entry behind.
  await opener.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

/**
 * Sends a message from the contact dialog on /about with the server's answer held back until
 * `release` is called, and returns the dialog once it shows "Sending...".
 */
async function sendHeldContact(page: Page, message: string) {
  await page.goto("/about");
  await page.getByRole("banner").getByRole("link", { name: "Contact Us" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Us" });
  await dialog.getByLabel("Name").fill("Priya Shah");
  await dialog.getByLabel("Email").fill(uniqueEmail("contact"));
  await dialog.getByLabel("Message").fill(message);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await interceptActions(page, async (route) => {
    await released;
    await route.fallback();
  });
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
  return { dialog, release };
}

// While a message is on its way, its dialog stays open whatever would close it (×, Escape, Back):
// closed, it would hide the answer. Once the answer is in, they close it again.
for (const { title, message, tryToClose, close } of [
  {
    title:
      "the contact dialog shows 'Sending...'; × and Escape do not close it meanwhile; its answer shows",
    message: "Still there?",
    tryToClose: async (page: Page, dialog: Locator) => {
      await page.keyboard.press("Escape");
      await expect(dialog.getByRole("button", { name: "Close" })).toBeDisabled();
    },
    close: (page: Page, dialog: Locator) => dialog.getByRole("button", { name: "Close" }).click(),
  },
  {
    title: "Back while a submission is in flight keeps the dialog open; its answer shows",
    message: "Are you still there?",
    tryToClose: async (page: Page) => {
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    },
    close: (page: Page) => page.goBack(),
  },
]) {
  test(title, async ({ page }) => {
    const { dialog, release } = await sendHeldContact(page, message);
    await tryToClose(page, dialog);
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog.getByText(messages.contactSuccess)).toBeVisible();
    await close(page, dialog);
    await expect(dialog).toBeHidden();
  });
}

test("validation names each field and sends nothing; Cancel closes the dialog and focus returns to its opener", async ({
  page,
}) => {
  let posted = false;
  await page.goto("/");
  await interceptActions(page, async (route) => {
    posted = true;
    await route.fallback();
  });
  const opener = page.getByRole("link", { name: /Join Founder's Waitlist/ }).first();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
  await dialog.getByRole("button", { name: "Join the Waitlist" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await expect(dialog.getByText("Choose your trade")).toHaveCount(2); // the placeholder option and the error
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(false);
  // Cancel closes the dialog and focus returns to the link that opened it.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("a field says what is wrong once left, stops once corrected; submit focuses the first one", async ({
  page,
}) => {
  await page.goto("/contact");
  const main = page.getByRole("main");
  const name = main.getByLabel("Name");
  const email = main.getByLabel("Email", { exact: true });
  await name.focus();
  await email.focus();
  await expect(main.getByText("Name is required")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  // The message is the field's description, so a screen reader reads it with the field.
  await expect(name).toHaveAccessibleDescription("Name is required");
  // Nothing is said about the fields not reached yet.
  await expect(main.getByText("Email is required")).toHaveCount(0);
  await name.fill("Priya");
  await expect(main.getByText("Name is required")).toHaveCount(0);
  await expect(name).not.toHaveAttribute("aria-invalid", "true");

  await email.fill("priya@");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(main.getByText("Enter a valid email address")).toBeVisible();
  await expect(main.getByText("Message is required")).toBeVisible();
  await expect(email).toBeFocused();
});

test.describe("failures", () => {
  test.use({ allowConsoleErrors: /status of 500|Failed to fetch|ERR_FAILED|net::/ });

  test("a server error shows the red message, keeps the dialog open and what was typed", async ({
    page,
  }) => {
    // The page's clock, so the test can move past the success answer's automatic close at once.
    await page.clock.install();
    await page.goto("/");
    await interceptActions(page, (route) =>
      route.fulfill({ status: 500, body: "Internal Server Error" }),
    );
    await page
      .getByRole("link", { name: /Join Founder's Waitlist/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Join the Waitlist" });
    const email = uniqueEmail("fail");
    await fillWaitlist(dialog, email);
    await dialog.getByRole("button", { name: "Join the Waitlist" }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toHaveText(messages.generic);
    await expect(alert).toHaveClass(/red/);
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await expect(dialog.getByRole("button", { name: "Join the Waitlist" })).toBeEnabled();
    await page.clock.runFor(dialogAutoCloseMs + 500);
    await expect(dialog).toBeVisible();
  });

  test("a network error ends the submitting state with the red message", async ({ page }) => {
    await page.goto("/contact");
    await interceptActions(page, (route) => route.abort("failed"));
    await page.getByRole("main").getByLabel("Name").fill("Priya");
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(uniqueEmail("net"));
    await page.getByRole("textbox", { name: "Message" }).fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(messages.generic);
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test("the fourth submission in 24 hours with one address shows the rate-limit message in red", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("limit");
  for (let i = 0; i < 3; i += 1) {
    const response = await request.post("/api/contact", {
      data: { name: "A", email, message: "Hi" },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto("/contact");
  await page.getByRole("main").getByLabel("Name").fill("A");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email.toUpperCase());
  await page.getByRole("textbox", { name: "Message" }).fill("Hi again");
  // At a person's pace: a form sent sooner is a bot's, answered as a success and kept aside.
  await waitOutMinimumFillTime(page.getByRole("main"));
  await page.getByRole("button", { name: "Send Message" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toHaveText(messages.rateLimited);
  await expect(alert).toHaveClass(/red/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("header buttons are links to /signup and /contact", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Get Started" }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join the Waitlist");
  });

  test("the browser enforces the waitlist's rules (spec section 5) with its own words, and posts nothing until they hold", async ({
    page,
  }) => {
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await page.goto("/signup");
    const form = page.getByRole("main");
    // The fields the browser itself holds invalid (its :invalid state; no script of ours runs).
    const invalid = async () => {
      const fields = form.locator("input:invalid, select:invalid, textarea:invalid");
      const names = [];
      for (let i = 0; i < (await fields.count()); i += 1)
        names.push(await fields.nth(i).getAttribute("name"));
      return names;
    };
    const button = page.getByRole("button", { name: "Join the Waitlist" });
    await button.click();
    expect(await invalid()).toEqual([
      "name",
      "email",
      "company",
      "trade",
      "company_size",
      "interested_plan",
    ]);

    await fillWaitlistForm(form, { email: "sam@", backOfficeUsers: "0", fieldUsers: "-1" });
    await button.click();
    expect(await invalid()).toEqual(["email", "back_office_users", "field_users"]);
    // Decision 077: our words show only where a script runs.
    await expect(form.getByText(/is required|must be at least|valid email/)).toHaveCount(0);
    expect(posts).toBe(0);

    await fillWaitlistForm(form, {
      email: uniqueEmail("nojs-rules"),
      backOfficeUsers: "1",
      fieldUsers: "0",
    });
    await button.click();
    await expect(page.getByText(messages.waitlistSuccess)).toBeVisible();
    expect(posts).toBe(1);
  });

  test("the /signup form posts and shows its result; it survives Reload and Back, and the form is never posted twice", async ({
    page,
  }) => {
    const email = uniqueEmail("nojs-reload");
    await page.goto("/signup");
    await fillWaitlist(page.getByRole("main"), email);
    await page.getByRole("button", { name: "Join the Waitlist" }).click();
    await expect(page.getByText(messages.waitlistSuccess)).toBeVisible();
    await expect(page.getByText(messages.confirmFromEmail)).toBeVisible();
    // A reload shows the answer again; it does not send the sign-up again (decision 048).
    await page.reload();
    await expect(page.getByText(messages.waitlistSuccess)).toBeVisible();
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
    // Back lands on the answer, not on "Confirm Form Resubmission".
    await page.goBack();
    await expect(page.getByText(messages.waitlistSuccess)).toBeVisible();
    // One sign-up, one e-mail to the address.
    expect(await mailsSettledTo(email)).toHaveLength(1);
  });

  test("a refused /contact post keeps what was typed and names the field", async ({ page }) => {
    // The browser's own check is skipped, to reach the server's.
    await sendContactPage(
      page,
      { name: "Priya", email: "not-an-email", message: "Kept after the reload" },
      { serverChecksOnly: true },
    );
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Kept after the reload",
    );
  });

  test("the newsletter box subscribes with a plain form post", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("contentinfo").getByLabel("Email address").fill(uniqueEmail("news"));
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/pending$/);
    await expect(page.getByRole("status")).toHaveText(
      "Almost done! Check your inbox and click the link to confirm your subscription.",
    );
  });
});

test.describe("without JavaScript, a plan link", () => {
  test.use({ javaScriptEnabled: false });

  test("/signup?plan=enterprise arrives with that plan chosen and the user counts filled", async ({
    page,
  }) => {
    await page.goto("/signup?plan=enterprise");
    const form = page.getByRole("main");
    await expect(form.getByLabel("Interested plan")).toHaveValue("enterprise");
    await expect(form.getByLabel("Back-office users")).toHaveValue("1");
    await expect(form.getByLabel("Field users")).toHaveValue("0");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/signup$/);
  });
});
