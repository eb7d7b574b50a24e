/**
 * What the preferences panel shows: the categories with their descriptions, and its title. Kept
 * apart from consent.ts, which the banner on every page imports, since the panel itself loads only
 * when it is first opened.
 */
import type { ConsentCategoryId } from "./consent";

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

export const consentPanelCopy = {
  panelTitle: "Cookie settings",
  panelDescription:
    "Choose which optional cookies we may use. You can change this at any time from Cookie settings in the footer.",
} as const;
