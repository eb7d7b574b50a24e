import type { Locator } from "@playwright/test";

export { uniqueEmail } from "./mail";

/** What a visitor types into the waitlist form; the e-mail differs every time. */
export interface WaitlistAnswers {
  name: string;
  email: string;
  company: string;
  trade: string;
  companySize: string;
  plan: string;
  backOfficeUsers: string;
  fieldUsers: string;
}

/**
 * Fills the waitlist form in `scope` (its dialog, or the /signup page's main) field by field, by
 * the labels a visitor reads. Every answer is valid unless the test gives another.
 */
export async function fillWaitlistForm(
  scope: Locator,
  answers: Partial<WaitlistAnswers> & { email: string },
) {
  const filled: WaitlistAnswers = {
    name: "Sam Carter",
    company: "Carter Electrical",
    trade: "electrician",
    companySize: "6-20",
    plan: "professional",
    backOfficeUsers: "2",
    fieldUsers: "6",
    ...answers,
  };
  await scope.getByLabel("Name").fill(filled.name);
  await scope.getByLabel("Email", { exact: true }).fill(filled.email);
  await scope.getByLabel("Company", { exact: true }).fill(filled.company);
  await scope.getByLabel("Trade").selectOption(filled.trade);
  await scope.getByLabel("Company size").selectOption(filled.companySize);
  await scope.getByLabel("Interested plan").selectOption(filled.plan);
  await scope.getByLabel("Back-office users").fill(filled.backOfficeUsers);
  await scope.getByLabel("Field users").fill(filled.fieldUsers);
}
