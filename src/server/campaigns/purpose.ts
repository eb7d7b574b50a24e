/**
 * Who a campaign may be sent to depends on why it is sent (decision 087). Newsletter subscribers
 * gave double opt-in consent to marketing. The waitlist asked to hear about the launch: launch
 * news and founders may receive launch announcements and founder invitations only, never general
 * marketing (PECR reg. 22, and what the privacy policy promises them). Migration 0014's check on
 * `campaigns` holds the same rule, so no path around this code can store a campaign that breaks it.
 */
export const audiences = ["newsletter", "launch_news", "founders"] as const;
export type Audience = (typeof audiences)[number];

export const purposes = ["marketing", "launch_announcement", "founder_invitation"] as const;
export type Purpose = (typeof purposes)[number];

const allowed: Record<Audience, readonly Purpose[]> = {
  newsletter: ["marketing", "launch_announcement"],
  launch_news: ["launch_announcement", "founder_invitation"],
  founders: ["launch_announcement", "founder_invitation"],
};

export const audienceLabels: Record<Audience, string> = {
  newsletter: "Newsletter (confirmed subscribers)",
  launch_news: "Waitlist, launch news (confirmed addresses)",
  founders: "Founders (places 1 to 100, and in line)",
};

export const purposeLabels: Record<Purpose, string> = {
  marketing: "Marketing (the newsletter)",
  launch_announcement: "Launch announcement",
  founder_invitation: "Founder invitation",
};

export function isAudience(value: unknown): value is Audience {
  return audiences.includes(value as Audience);
}

export function isPurpose(value: unknown): value is Purpose {
  return purposes.includes(value as Purpose);
}

/** The purposes an audience may be written to for. */
export function purposesFor(audience: Audience): readonly Purpose[] {
  return allowed[audience];
}

/** Null when the audience may receive mail for this purpose, else the reason it may not. */
export function purposeRefusal(audience: Audience, purpose: Purpose): string | null {
  if (allowed[audience].includes(purpose)) return null;
  return `${audienceLabels[audience]} may receive only: ${allowed[audience]
    .map((p) => purposeLabels[p].toLowerCase())
    .join(", ")}.`;
}

/** Marketing needs the sender's postal address in every message (PECR reg. 23, CAN-SPAM). */
export function isMarketing(purpose: Purpose): boolean {
  return purpose === "marketing";
}
