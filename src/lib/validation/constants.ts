/**
 * Limits and field names the forms need at render time. Kept apart from the zod schemas so the
 * pages can render their forms without downloading zod; the schemas load when a form is first used.
 */

/** Maximum lengths, also used as the inputs' maxLength. */
export const limits = {
  name: 100,
  email: 254,
  company: 150,
  currentSoftware: 200,
  additionalNotes: 2000,
  message: 5000,
  source: 200,
  users: 100_000,
} as const;

/** Bodies over this are refused before parsing (spec'd by the submissions issue). */
export const MAX_BODY_BYTES = 32 * 1024;

/** The honeypot: a name no autofill or password manager recognises. */
export const HONEYPOT_FIELD = "hp_q7x";
/** When the form was first shown (ms since epoch), set by the browser; a bot is faster than this. */
export const STARTED_FIELD = "form_started_at";
/**
 * When the browser sent the form, by the same clock as STARTED_FIELD: the fill time is the
 * difference of two readings of one clock, so a device whose clock is fast is not taken for a bot.
 */
export const SENT_FIELD = "form_sent_at";
export const MIN_FILL_MS = 2500;
/**
 * The same for "E-mail me a link" (/my-data): one field, often filled by autofill in a tap, so a
 * person can send it within 2.5 s; and a link request thought a bot's is dropped, not kept aside
 * for review, so the person would wait for an e-mail that never comes. A script sends at once.
 */
export const MIN_LINK_FILL_MS = 1000;
/**
 * One fill of a form, named by the browser when the form is first shown and kept with its draft:
 * the same fill sent again after a lost answer is stored once (decision 059). JSON clients may
 * send it as the Idempotency-Key header instead.
 */
export const FILL_KEY_FIELD = "form_fill_key";
/** What a fill key may look like; anything else is ignored, and the send then counts as new. */
export const FILL_KEY_PATTERN = /^[\w-]{16,100}$/;
/**
 * Set by the page's script when it sends a form itself and shows the answer in place; a plain
 * post (no JavaScript yet, or none at all) lacks it and a success is redirected (decision 048).
 */
export const IN_PAGE_FIELD = "answer_in_page";
/** The id a form's answer carries, so a page that lands on it scrolls it into view. */
export const formResultId = "form-result";
