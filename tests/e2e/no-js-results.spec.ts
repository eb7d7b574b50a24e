import { sendContactPage } from "./contact-page";
import { expect, test } from "./fixtures";
import { fillWaitlistForm, uniqueEmail } from "./waitlist-form";

// Without JavaScript the answer to a post must be the first thing seen, at 375 px.
test.use({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false });

test("@phone a /signup success without JavaScript shows the answer at once, not a blank form", async ({
  page,
}) => {
  await page.goto("/signup");
  await fillWaitlistForm(page.getByRole("main"), { email: uniqueEmail("nojs-first") });
  await page.getByRole("button", { name: "Join the Waitlist" }).click();
  // Decision 048: a success is redirected to a page of its own, so a reload never posts again.
  await expect(page).toHaveURL(/\/signup\/joined#form-result$/);
  const answer = page.getByRole("status").filter({
    hasText: "Thank you for joining our waitlist! We'll keep you updated on our progress.",
  });
  await expect(answer).toBeInViewport();
  // The answer replaces the form: no empty form that looks as if nothing happened.
  await expect(page.getByRole("main").getByLabel("Company size")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back to the home page" })).toBeVisible();
});

test("@phone a refused /contact post without JavaScript shows the red answer first, above the form", async ({
  page,
}) => {
  const main = await sendContactPage(
    page,
    { name: "Priya", email: "not-an-email", message: "Kept after the reload" },
    { serverChecksOnly: true },
  );
  const answer = main.getByRole("alert").first();
  await expect(answer).toBeInViewport();
  // Both read at one moment: the page may still be scrolling to #form-result (smooth scrolling),
  // and two reads apart once put the Name field 8 px above the answer on a loaded CI run.
  const name = await main.getByLabel("Name").elementHandle();
  const [answerTop, nameTop] = await answer.evaluate(
    (element, field) => [element, field!].map((box) => box.getBoundingClientRect().top),
    name,
  );
  expect(answerTop).toBeLessThan(nameTop!);
  await expect(main.getByRole("textbox", { name: "Message" })).toHaveValue("Kept after the reload");
});

test("@phone a /contact success without JavaScript shows the answer in place of the form", async ({
  page,
}) => {
  const main = await sendContactPage(page, {
    name: "Priya Shah",
    email: uniqueEmail("nojs-contact"),
    message: "Does it handle CIS?",
  });
  const answer = main
    .getByRole("status")
    .filter({ hasText: "Thank you for your message! We'll get back to you soon." });
  await expect(answer).toBeInViewport();
  await expect(page).toHaveURL(/\/contact\/sent#form-result$/);
  await expect(main.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Send another message" })).toHaveAttribute(
    "href",
    "/contact",
  );
});
