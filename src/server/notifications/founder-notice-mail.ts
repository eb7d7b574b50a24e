import "server-only";

import { founderOffer, planById, site } from "@/content/site";
import { formatPounds, listPricePence } from "@/lib/pricing";
import { absoluteUrl } from "@/lib/site-config";

import { type Block, type MailDocument, renderMail, type RenderedMail } from "./mail/blocks";
import { choiceFacts, text, ukTime } from "./mail/facts";
import type { FounderNotice } from "./types";

/** What the plan they named would cost each month at list prices, or why there is no figure. */
export function monthlyValue(submission: Record<string, unknown>): string {
  const plan = planById(String(submission.interested_plan));
  if (!plan) return "no plan chosen yet";
  const backOffice = Number(submission.back_office_users);
  const pence = listPricePence(plan, backOffice, Number(submission.field_users));
  const beyond =
    plan.maxBackOfficeUsers !== null && backOffice > plan.maxBackOfficeUsers
      ? `; ${plan.name} has ${plan.maxBackOfficeUsers} back-office ${plan.maxBackOfficeUsers === 1 ? "user" : "users"}, they asked for ${backOffice}`
      : "";
  return `${formatPounds(pence / 100)} a month (${plan.name}, list price${beyond})`;
}

/** The waitlist form's own order and labels, then what the founders need to judge it. */
function waitlistFacts(submission: Record<string, unknown>): [string, string][] {
  const rows: [string, string][] = [
    ["Name", text(submission.name)],
    ["Email", text(submission.email)],
    ["Company", text(submission.company)],
    ...choiceFacts(submission.trade, submission.company_size, submission.interested_plan),
    ["Back-office users", text(submission.back_office_users)],
    ["Field users", text(submission.field_users)],
    ["Current software", text(submission.current_software)],
  ];
  return rows;
}

function originFacts(submission: Record<string, unknown>, sentLabel: string): [string, string][] {
  const rows: [string, string][] = [];
  if (submission.created_at) rows.push([sentLabel, ukTime(String(submission.created_at))]);
  rows.push(["Came from", text(submission.source)]);
  // What the visit's beacon recorded, with the visitor's consent to statistics (signup-origin.ts).
  if (submission.landed_on) rows.push(["Landed on", text(submission.landed_on)]);
  if (submission.referred_by) rows.push(["Referred by", text(submission.referred_by)]);
  if (submission.campaign) rows.push(["Campaign", text(submission.campaign)]);
  if (submission.previous_sign_ups !== undefined) {
    const earlier = Number(submission.previous_sign_ups);
    rows.push([
      "Signed up before",
      earlier === 0 ? "No, first sign-up from this address" : `Yes, ${earlier} earlier`,
    ]);
  }
  if (submission.id !== undefined) rows.push(["Record", `#${submission.id}`]);
  return rows;
}

/** Where the sign-up's mailbox stands: confirmed already (with or without a place), or not yet. */
function addressState(submission: Record<string, unknown>): string {
  if (submission.address_confirmed !== "yes") {
    return Number(submission.founder_places_left) === 0
      ? `The address is not confirmed yet. The ${founderOffer.places} founder places are all taken: confirming puts it in line for one that is given up.`
      : "The address is not confirmed yet: it holds a founder place only once the person confirms from the e-mail we sent.";
  }
  return submission.founder_place === undefined
    ? `The address was confirmed before, after the ${founderOffer.places} founder places were gone.`
    : `The address was confirmed before: it holds founder place ${text(submission.founder_place)} of ${founderOffer.places}.`;
}

function founderNoticeDocument(notice: FounderNotice): MailDocument {
  const submission = notice.submission as Record<string, unknown>;
  const who = `${text(submission.name)}, ${text(submission.company)}`;
  switch (notice.type) {
    case "waitlist": {
      const blocks: Block[] = [
        { kind: "facts", rows: waitlistFacts(submission) },
        ...(submission.additional_notes
          ? [
              {
                kind: "quote",
                label: "Additional notes",
                text: String(submission.additional_notes),
              } as const,
            ]
          : []),
        {
          kind: "facts",
          rows: [
            ["Estimated value", monthlyValue(submission)],
            ...originFacts(submission, "Signed up"),
          ],
        },
        { kind: "small", text: addressState(submission) },
      ];
      return {
        subject: `New waitlist sign-up: ${who} (${text(submission.trade)}, ${text(submission.company_size)})`,
        preview: `${who} joined the waitlist`,
        blocks,
        signOff: site.name,
      };
    }
    case "confirmation": {
      const place = submission.founder_place;
      const passedOn = submission.passed_on === "yes";
      const headline =
        place == null
          ? `${who} confirmed their address after the ${founderOffer.places} founder places were gone: on the waitlist.`
          : passedOn
            ? `An erasure released founder place ${place} of ${founderOffer.places}: ${who}, the first in line (confirmed after the places were gone), now holds it and has been told.`
            : `${who} confirmed their address and holds founder place ${place} of ${founderOffer.places}.`;
      return {
        subject:
          place == null
            ? `Waitlist address confirmed (founder places gone): ${who}`
            : passedOn
              ? `Founder place ${place} of ${founderOffer.places} passed on to the first in line: ${who}`
              : `Founder place ${place} of ${founderOffer.places} confirmed: ${who}`,
        preview: headline,
        blocks: [
          { kind: "paragraph", text: headline },
          {
            kind: "facts",
            rows: [
              ["Email", text(submission.email)],
              ...choiceFacts(submission.trade, submission.company_size, submission.interested_plan),
              ["Came from", text(submission.source)],
            ],
          },
        ],
        signOff: site.name,
      };
    }
    default:
      return {
        subject: `New contact message from ${text(submission.name)} <${text(submission.email)}>`,
        preview: `${text(submission.name)} sent a message`,
        blocks: [
          {
            kind: "facts",
            rows: [
              ["Name", text(submission.name)],
              ["Email", text(submission.email)],
            ],
          },
          { kind: "quote", label: "Message", text: text(submission.message) },
          { kind: "facts", rows: originFacts(submission, "Sent") },
          { kind: "small", text: "Reply to this e-mail to answer them." },
        ],
        signOff: site.name,
      };
  }
}

/** The record's page in the console, when the notice names its record (older rows do not). */
function consoleLink(notice: FounderNotice): Block[] {
  const id = Number(notice.submission.id);
  if (!Number.isSafeInteger(id) || id < 1) return [];
  const table = notice.type === "contact" ? "contact" : "waitlist";
  return [
    {
      kind: "action",
      label: "Open the record in the console",
      url: absoluteUrl(`/admin/${table}/${id}`),
    },
  ];
}

/** To the founders: the submission as the form asked for it, and what they need to judge it. */
export function founderNoticeMail(notice: FounderNotice): RenderedMail {
  const document = founderNoticeDocument(notice);
  return renderMail({ ...document, blocks: [...document.blocks, ...consoleLink(notice)] });
}
