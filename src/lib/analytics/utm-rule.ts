/**
 * Which UTM values the site keeps (decision 084). A campaign tag names a campaign, never a person:
 * `utm_campaign=jane.doe@example.com` was stored, shown in the console and kept in the daily
 * figures for ever. The browser drops a refused value before sending it; the server
 * refuses a beacon that carries one; migration 0013 cleared the values stored before. Zod-free:
 * the browser's beacon imports it.
 */
import type { Utm } from "./wire-constants";

/** Longest UTM value kept, in characters. */
export const MAX_UTM_LENGTH = 100;

/**
 * Letters (ASCII and Latin-1's accented ones), digits, the space and the punctuation campaign
 * tags use. Code point ranges only, so migration 0013's SQL regular expression means the same
 * on every database, whatever its locale.
 */
const KEPT_CHARACTERS = /^[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF ._~+\-/:|,()!&'#%]*$/;
/** An at sign, or one still percent-encoded: an e-mail address, or part of one. */
const EMAIL_LIKE = /@|%40/i;
/** A run of digits and the separators people write in phone numbers. */
const DIGIT_RUN = /\+?[0-9][0-9 .()/-]*[0-9]/g;
/** A run holding this many digits is a phone number (E.164 allows 15; UK numbers have 10 to 12). */
const PHONE_DIGITS = { min: 9, max: 15 };

export type UtmRefusal = "empty" | "length" | "email" | "phone" | "characters";

/** Why a UTM value is not kept, or null when it is. */
export function utmValueRefusal(value: string): UtmRefusal | null {
  if (value.length === 0) return "empty";
  if (value.length > MAX_UTM_LENGTH) return "length";
  if (EMAIL_LIKE.test(value)) return "email";
  for (const run of value.match(DIGIT_RUN) ?? []) {
    const digits = run.replace(/[^0-9]/g, "").length;
    if (digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max) return "phone";
  }
  if (!KEPT_CHARACTERS.test(value)) return "characters";
  return null;
}

/** The UTM values of `utm` that are kept; undefined when none is. */
export function keptUtm(utm: Utm | undefined): Utm | undefined {
  if (!utm) return undefined;
  const kept = Object.fromEntries(
    Object.entries(utm).filter(
      ([, value]) => typeof value === "string" && utmValueRefusal(value) === null,
    ),
  ) as Utm;
  return Object.keys(kept).length > 0 ? kept : undefined;
}
