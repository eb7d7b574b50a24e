/**
 * What each consent category does on this site, in the cookie policy's words. The policy's
 * category sections and storage table are generated from here and from browser-storage.ts (the
 * keys and lifetimes the code uses), so the policy cannot drift from what the code does. Kept apart
 * from browser-storage.ts so this prose never reaches a page's JavaScript.
 */
import {
  browserStorage,
  type BrowserStorageId,
  type BrowserStorageItem,
  type StorageArea,
} from "./browser-storage";
import {
  type ConsentCategoryId,
  type ConsentRecordField,
  consentRecordFields,
  consentRecordPath,
  type OptionalConsentCategory,
} from "./consent";

/** The policy's words for each stored item: what it holds and why. */
const storagePurposes: Record<BrowserStorageId, string> = {
  consent: "Remembers the cookie choice you made in the banner",
  visit:
    "A random visit number, the first page of this visit, where it came from (the other site's name only, and any campaign tags in the link) and the pages seen so far",
  waitlistDraft:
    "What you typed into the waitlist form but did not send, or a form that could not be sent because the connection dropped, so you can pick it up again",
  contactDraft:
    "What you typed into the contact form but did not send, or a message that could not be sent because the connection dropped",
  firstTouch:
    "How you first found us: the site that linked to us (its name only), any campaign tags in that link, the first page and the date",
};

/** What each optional category switches on, in the policy's words. */
const categoryUses: Record<OptionalConsentCategory, string[]> = {
  performance: [
    "We count page views on our own server: the page's address without anything after the `?` (except campaign tags such as `utm_source`), the name of the site that linked to it, whether you are on a phone, tablet or computer, and whether it is the first time you see that page in this visit.",
    "We count the steps of the waitlist and contact forms (opened, sent, accepted or refused), never what you type.",
    "We measure how fast each page loads and responds on your device (Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift, First Contentful Paint and Time to First Byte), sent once as you leave the page.",
    "When you join the waitlist, the first page of this visit and where the visit came from go with your sign-up, so we can see which pages and links bring founders.",
    "A random visit number ties these together. It is kept in this tab only and is gone when you close it. No cookie is set, nothing goes to anyone else, and we never store your IP address with any of it.",
  ],
  functionality: [
    "If you start the waitlist or contact form and leave before sending it, what you typed is kept in your browser (never sent to us) for {{draftDays}} days, and the form offers it back when you open it again.",
    "If a form cannot be sent because the connection dropped, it is kept the same way, and you can send it again with one press.",
    "Switching Functionality off deletes anything kept this way at once.",
  ],
  marketing: [
    "We remember, in your browser, how you first found us: the site that linked to us (its name only), any campaign tags in that link, the first page you saw and the date. It is kept for {{firstTouchDays}} days.",
    "If you join the waitlist while Performance is also on, this goes with your sign-up, so we can tell which sources bring founders. We show no advertising and use no advertising networks.",
    "Switching Marketing off deletes it at once.",
  ],
};

/**
 * What the record of a choice posted to the server says, field by field, and whether the server
 * keeps it: the policies list exactly these (a test holds them to the wire's schema and the table).
 */
export const consentRecordWords: Record<ConsentRecordField, { words: string; kept: boolean }> = {
  v: { words: "the version of the record's format (not kept)", kept: false },
  visit: {
    words:
      "a random visit number: with Performance on, the one that ties that tab's statistics together; otherwise a new random number your browser does not keep",
    kept: true,
  },
  bannerVersion: { words: "the version of the banner you answered", kept: true },
  action: {
    words: "what you did: Accept All, Reject All, your own choice, or turning a category off",
    kept: true,
  },
  categories: {
    words: "whether each of Performance, Functionality and Marketing is on or off",
    kept: true,
  },
};

const areaNames: Record<StorageArea, string> = {
  localStorage: "local storage",
  sessionStorage: "session storage",
};

const categoryNames: Record<ConsentCategoryId, string> = {
  essential: "Essential",
  performance: "Performance",
  functionality: "Functionality",
  marketing: "Marketing",
};

function lifetime(item: BrowserStorageItem): string {
  if (item.days !== null) return `${item.days} days, then deleted`;
  if (item.area === "sessionStorage") return "Until you close the tab";
  return "Until you change your choice or clear your browser storage";
}

/** The cookie policy's generated parts, as {{placeholders}} (see src/content/placeholders.ts). */
export function consentPolicyPlaceholders(): Record<string, string> {
  const days = {
    draftDays: String(browserStorage.waitlistDraft.days),
    firstTouchDays: String(browserStorage.firstTouch.days),
  };
  const fill = (text: string) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, key: keyof typeof days) => days[key]);
  const rows = (Object.keys(browserStorage) as BrowserStorageId[]).map((id) => {
    const item: BrowserStorageItem = browserStorage[id];
    return `| \`${item.key}\` (${areaNames[item.area]}) | ${categoryNames[item.category]} | ${storagePurposes[id]} | ${lifetime(item)} |`;
  });
  return {
    "consentUses.performance": categoryUses.performance.map((line) => `- ${line}`).join("\n"),
    "consentUses.functionality": categoryUses.functionality
      .map((line) => `- ${fill(line)}`)
      .join("\n"),
    "consentUses.marketing": categoryUses.marketing.map((line) => `- ${fill(line)}`).join("\n"),
    consentStorageRows: rows.join("\n"),
    "consentRecord.path": `\`${consentRecordPath}\``,
    "consentRecord.sent": consentRecordFields
      .map(
        (field, n, all) => `- ${consentRecordWords[field].words}${n < all.length - 1 ? ";" : "."}`,
      )
      .join("\n"),
  };
}
