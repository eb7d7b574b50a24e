import "server-only";

import { myData, PERSONAL_LINK_DAYS } from "@/content/my-data";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/site-config";

import { personalPageUrl } from "../personal-link";
import { renderMail, type RenderedMail } from "./mail/blocks";
import type { PersonalLinkRequest } from "./types";

/**
 * "Here is the link to your page": asked for at /my-data. The link is sealed now, as the e-mail
 * is sent, so its 30 days run from when the person receives it. Written as blocks like every
 * other e-mail, so its HTML part says what its text part says.
 */
export function personalLinkMail(
  payload: PersonalLinkRequest,
  now: Date = new Date(),
): RenderedMail {
  return renderMail({
    subject: `Your ${site.name} data: your private link`,
    preview: "The link to see, download, correct or delete what we hold about you.",
    blocks: [
      { kind: "paragraph", text: "Hello," },
      {
        kind: "paragraph",
        text: `You asked for a link to the page showing everything ${site.name} holds about this e-mail address. On it you can download your data, correct your waitlist details, or delete everything.`,
      },
      {
        kind: "action",
        label: "Open my data",
        url: personalPageUrl(payload.to, now),
      },
      {
        kind: "paragraph",
        // The address ends the sentence bare: a full stop after it is taken into the link by
        // some mail clients, and the link then 404s.
        text: `The link is private to you: anyone who has it can see your page, so please don't forward this e-mail. It works for ${PERSONAL_LINK_DAYS} days; after that, ask for a fresh one at ${absoluteUrl("/my-data")}`,
      },
      {
        kind: "small",
        text: `If you didn't ask for this, you can ignore this e-mail: nothing changes unless the link is used. Questions about your data: ${myData.privacyContact}.`,
      },
    ],
    signOff: `The ${site.name} team`,
  });
}
