import "server-only";

import { launchNotice } from "@/content/launch";
import { companyRegistration } from "@/content/site";

/**
 * What start-up tells the operator is missing, though the site runs without it: the company's
 * statutory details, which a UK company's website must show (Companies (Trading Disclosures)
 * Regulations 2008; CONFIGURATION in src/content/site.ts), and a launch quarter that is unset or
 * has passed (src/content/launch.ts).
 */
export function startupWarnings(
  registration: Pick<
    typeof companyRegistration,
    "number" | "registeredOffice"
  > = companyRegistration,
  launch: string | null = launchNotice(),
): string[] {
  const missing = [
    registration.number ? null : "company number",
    registration.registeredOffice ? null : "registered office",
  ].filter((item): item is string => item !== null);
  const warnings: string[] = [];
  if (missing.length > 0)
    warnings.push(
      `The ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set (companyRegistration in src/content/site.ts): a UK company's website must show them (Companies (Trading Disclosures) Regulations 2008).`,
    );
  if (launch) warnings.push(launch);
  return warnings;
}
