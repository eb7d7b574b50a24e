/**
 * Cookie consent (spec sections 3 and 4): the categories the banner and panel offer, and the
 * policy version. The cookie policy (legal/cookies.md) names the same categories; a unit test
 * keeps the two in step.
 */

/** The browser storage key the spec names. */
export const consentStorageKey = "cookie-consent";

/**
 * Raise this when the categories or what they cover change in a way visitors must agree to
 * again: every saved choice with another version is ignored and the banner asks again.
 * 2: the categories switch on real features (issue 18), where version 1 said "none in use today".
 */
export const consentPolicyVersion = 2;

export const optionalConsentCategories = ["performance", "functionality", "marketing"] as const;
export type OptionalConsentCategory = (typeof optionalConsentCategories)[number];
export type ConsentCategoryId = "essential" | OptionalConsentCategory;

export interface ConsentCategory {
  id: ConsentCategoryId;
  name: string;
  description: string;
  /** Essential storage is strictly necessary (PECR), so it is always on. */
  locked: boolean;
}

export const consentCategories: readonly ConsentCategory[] = [
  {
    id: "essential",
    name: "Essential",
    description: "Needed for the site to work, such as remembering this choice.",
    locked: true,
  },
  {
    id: "performance",
    name: "Performance",
    description: "Count page views, form steps and page speed on our own server, with no cookie.",
    locked: false,
  },
  {
    id: "functionality",
    name: "Functionality",
    description: "Keep an unsent form in your browser for a while, so you can pick it up again.",
    locked: false,
  },
  {
    id: "marketing",
    name: "Marketing",
    description: "Remember how you first found us, and send it with a waitlist sign-up.",
    locked: false,
  },
];

export const consentCopy = {
  bannerLabel: "Cookie consent",
  bannerText:
    "We use essential storage to run this site. Optional cookies stay off unless you accept them.",
  panelTitle: "Cookie settings",
  panelDescription:
    "Choose which optional cookies we may use. You can change this at any time from Cookie settings in the footer.",
} as const;
