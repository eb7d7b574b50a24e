import "server-only";

import { founderOffer, site } from "@/content/site";
import { formatPounds } from "@/lib/pricing";
import { choiceLabel } from "@/lib/validation/fields";

import type { InvitationForMail } from "../founders/invitations";
import { type Block, renderMail, type RenderedMail } from "./mail/blocks";
import { ukTime } from "./mail/facts";
import { greeting, privacyBlocks, signOff } from "./templates";
import type { FounderInvitationMessage } from "./types";

/** "£15.60 per back-office user and £0.40 per field user a month (60% off list prices)". */
export function lockedPriceLine(price: InvitationForMail["price"]): string {
  const field = `${formatPounds(price.perFieldUserPence / 100)} per field user`;
  const prices =
    price.perBackOfficeUserPence === null
      ? `${price.discountPercent}% off list prices on whichever plan you choose (${field})`
      : `${formatPounds(price.perBackOfficeUserPence / 100)} per back-office user and ${field} a month (${price.discountPercent}% off list prices)`;
  return `${prices}, for life`;
}

/**
 * To a founder place holder, in place order (decision 088): their personal founder code and what
 * it locks in; the reminder says the same, once, if the code is still unredeemed.
 */
export function founderInvitationMail(
  payload: FounderInvitationMessage,
  invitation: InvitationForMail,
  personalPage?: string,
): RenderedMail {
  const useBy = ukTime(invitation.expiresAt);
  const blocks: Block[] = [
    greeting(payload.name),
    {
      kind: "paragraph",
      text: payload.reminder
        ? `A reminder: your founder code for ${site.name} hasn't been used yet. It works until ${useBy}.`
        : `You hold founder place ${invitation.place} of ${founderOffer.places}, and ${site.name} is opening to its founders in place order. Here is your personal founder code.`,
    },
    {
      kind: "facts",
      rows: [
        ["Founder code", invitation.code],
        ["Founder place", `${invitation.place} of ${founderOffer.places}`],
        ["Plan", choiceLabel("interested_plan", invitation.plan)],
        ["Founder price", lockedPriceLine(invitation.price)],
        ["Use by", useBy],
      ],
    },
    {
      kind: "paragraph",
      text: `Enter the code when you create your ${site.name} account: it carries your founder place and your founder price into the product. It works once, and only for you, so please don't share it. You can change plan later and keep the discount.`,
    },
    {
      kind: "small",
      text: payload.reminder
        ? "This is the only reminder we send."
        : "If the code isn't used, we send one reminder before it expires.",
    },
    ...privacyBlocks(personalPage),
  ];
  return renderMail({
    subject: payload.reminder
      ? `Reminder: your ${site.name} founder code works until ${useBy}`
      : `Your ${site.name} founder invitation: place ${invitation.place} of ${founderOffer.places}`,
    preview: `Your personal founder code for place ${invitation.place}, with ${invitation.price.discountPercent}% off for life.`,
    blocks,
    signOff,
  });
}
