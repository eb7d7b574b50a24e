/**
 * Everything the site keeps in browser storage, with its consent category and lifetime. The code
 * reads its keys and lifetimes from here (and deletes a category's items when it is not granted);
 * the cookie policy's storage table is generated from the same list (consent-uses.ts).
 */
import type { ConsentCategoryId, OptionalConsentCategory } from "./consent";
import { consentStorageKey } from "./consent";

export type StorageArea = "localStorage" | "sessionStorage";

export interface BrowserStorageItem {
  key: string;
  category: ConsentCategoryId;
  area: StorageArea;
  /** Days a saved value counts before it is ignored and deleted; null: until changed or cleared. */
  days: number | null;
}

/** Every key the site writes to browser storage. The code reads the keys and lifetimes from here. */
export const browserStorage = {
  consent: { key: consentStorageKey, category: "essential", area: "localStorage", days: null },
  visit: { key: "grafter-visit", category: "performance", area: "sessionStorage", days: null },
  waitlistDraft: {
    key: "grafter-form-waitlist",
    category: "functionality",
    area: "localStorage",
    days: 7,
  },
  contactDraft: {
    key: "grafter-form-contact",
    category: "functionality",
    area: "localStorage",
    days: 7,
  },
  firstTouch: {
    key: "grafter-first-touch",
    category: "marketing",
    area: "localStorage",
    days: 90,
  },
} as const satisfies Record<string, BrowserStorageItem>;

export type BrowserStorageId = keyof typeof browserStorage;

/** Keys of the items a category keeps: deleted when that category is not (or no longer) granted. */
export function storageOf(category: OptionalConsentCategory): BrowserStorageItem[] {
  return Object.values(browserStorage).filter((item) => item.category === category);
}
