import "server-only";

import { emails, site } from "@/content/site";
import { absoluteUrl } from "@/lib/site-config";

import { type Block, renderMail } from "../notifications/mail/blocks";
import { firstName } from "../notifications/templates";
import { markdownBlocks, type MergeValues } from "./markdown-blocks";

/** What a campaign message is made from: the campaign's words and one recipient's facts. */
export interface CampaignContent {
  subject: string;
  preheader: string;
  bodyMarkdown: string;
}

export interface RecipientFacts {
  name?: string;
  company?: string;
  founderPlace?: number | null;
  personalPage?: string;
  /** The page with the one button that leaves this audience (opening a link never acts). */
  unsubscribePage: string;
  /** RFC 8058's one-click target: mail clients POST `List-Unsubscribe=One-Click` to it. */
  unsubscribeOneClick: string;
}

export interface CampaignMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Merge fields the body uses that this recipient has no value for (the dry run refuses). */
  unresolved: string[];
}

/** The footer every campaign message carries: who sends it, where they are, how to leave. */
function footer(facts: RecipientFacts, postalAddress: string | undefined): Block[] {
  return [
    {
      kind: "small",
      text: "You get this because you asked to hear from us. Not interested any more?",
      url: facts.unsubscribePage,
      linkText: "Unsubscribe",
    },
    ...(facts.personalPage
      ? [
          {
            kind: "small",
            text: "See, download, correct or delete what we hold about you:",
            url: facts.personalPage,
            linkText: "your data",
          } as const,
        ]
      : []),
    {
      kind: "small",
      text: `Sent by ${site.name}${postalAddress ? `, ${postalAddress}` : ""}. Questions about your data: ${emails.privacy}. Our privacy policy:`,
      url: absoluteUrl("/legal/privacy"),
      linkText: "privacy policy",
    },
  ];
}

/**
 * One recipient's campaign message: the Markdown body as the shared e-mail blocks (HTML and text
 * parts), the unsubscribe link in the footer and in List-Unsubscribe (https and mailto) with
 * List-Unsubscribe-Post (RFC 8058), which every campaign message carries.
 */
export function campaignMail(
  content: CampaignContent,
  facts: RecipientFacts,
  postalAddress: string | undefined,
  { test = false }: { test?: boolean } = {},
): CampaignMail {
  const values: MergeValues = {
    first_name: facts.name ? firstName(facts.name) : "",
    company: facts.company ?? "",
    founder_number: facts.founderPlace == null ? "" : String(facts.founderPlace),
    personal_page: facts.personalPage ?? "",
    unsubscribe: facts.unsubscribePage,
  };
  const { blocks, unresolved } = markdownBlocks(content.bodyMarkdown, values);
  const subject = `${test ? "[TEST] " : ""}${content.subject}`;
  const mail = renderMail({
    subject,
    preview: content.preheader,
    blocks: [...blocks, ...footer(facts, postalAddress)],
    signOff: `The ${site.name} team`,
  });
  return {
    ...mail,
    headers: {
      "List-Unsubscribe": `<${facts.unsubscribeOneClick}>, <mailto:${emails.hello}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
    unresolved,
  };
}
