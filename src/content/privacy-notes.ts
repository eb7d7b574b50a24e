/**
 * The one line under each form: what we keep, why, and for how long, in the privacy policy's own
 * terms (its section 5 table; src/content/privacy-notes.test.ts holds the two together).
 */
export type PrivacyNoteForm = "waitlist" | "contact" | "newsletter";

export interface PrivacyNote {
  keep: string;
  why: string;
  /** Word for word the period in the privacy policy's "How long we keep it" table. */
  period: string;
  /** When it goes sooner, in a few words (the table has its own row for it). */
  sooner?: string;
}

export const privacyNotes: Record<PrivacyNoteForm, PrivacyNote> = {
  waitlist: {
    keep: "these details",
    why: "to run the waitlist and tell you about the launch",
    period: "Until 12 months after launch",
    sooner: "or within days if you never confirm your address",
  },
  contact: { keep: "your name, e-mail and message", why: "to answer you", period: "24 months" },
  newsletter: {
    keep: "your e-mail address",
    why: "to send you the newsletter",
    period: "Until you unsubscribe",
  },
};

export const privacyPolicyPath = "/legal/privacy";

/** "We keep these details to ..., until 12 months after launch." */
export function privacyNoteText(form: PrivacyNoteForm): string {
  const { keep, why, period, sooner } = privacyNotes[form];
  const lower = period.charAt(0).toLowerCase() + period.slice(1);
  const when = /^until /.test(lower) ? lower : `for ${lower}`;
  return `We keep ${keep} ${why}, ${when}${sooner ? ` ${sooner}` : ""}.`;
}
