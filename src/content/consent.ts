/**
 * Cookie consent (spec sections 3 and 4): the categories the banner and panel offer, and the
 * policy version; the panel's descriptions of them are in consent-panel.ts. The cookie policy
 * (legal/cookies.md) names the same categories; a unit test keeps the two in step.
 */

/** The browser storage key the spec names. */
export const consentStorageKey = "cookie-consent";

/**
 * Raise this when the categories or what they cover change in a way visitors must agree to
 * again: every saved choice with another version is ignored and the banner asks again.
 * 2: the categories switch on real features, where version 1 said "none in use today".
 */
export const consentPolicyVersion = 2;

export const optionalConsentCategories = ["performance", "functionality", "marketing"] as const;
export type OptionalConsentCategory = (typeof optionalConsentCategories)[number];
export type ConsentCategoryId = "essential" | OptionalConsentCategory;

/** The banner's words; the panel's, loaded only when it opens, are in consent-panel.ts. */
export const consentCopy = {
  bannerLabel: "Cookie consent",
  bannerText:
    "We use essential storage to run this site. Optional cookies stay off unless you accept them.",
} as const;

/**
 * Every choice, Reject All included, is also posted here as proof of consent and kept on the
 * server (table consent_choices, decision 024). The policies say so from the same list
 * (consent-uses.ts), and a test holds the list to the wire's schema and the table (decision 084).
 */
export const consentRecordPath = "/api/consent";

/** The fields of the posted record, as the wire's consentChoiceSchema names them. */
export const consentRecordFields = ["v", "visit", "bannerVersion", "action", "categories"] as const;
export type ConsentRecordField = (typeof consentRecordFields)[number];
