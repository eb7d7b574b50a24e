import type { Metadata } from "next";

import { ActionPanel } from "@/components/confirm/action-panel";
import { ButtonLink } from "@/components/ui/button-link";
import { newsletterLinkCopy, waitlistConfirmCopy } from "@/content/confirmation";
import { newsletterOutcomes } from "@/content/newsletter";
import { emailLinkPageMetadata } from "@/lib/metadata";
import { openEmailLink } from "@/server/email-link";
import { lookUpNewsletterLink } from "@/server/submissions/newsletter";

type Kind = keyof typeof newsletterLinkCopy;

export function newsletterLinkMetadata(kind: Kind): Metadata {
  return emailLinkPageMetadata(newsletterLinkCopy[kind].metaTitle);
}

const homeLink = (
  <ButtonLink href="/" variant="secondary" size="lg">
    {waitlistConfirmCopy.homeLink}
  </ButtonLink>
);

/**
 * Opened from a newsletter e-mail: it shows where the subscription stands now, and only its
 * button acts (opening it changes nothing). An old link offers no button that would only answer
 * "already used".
 */
export async function NewsletterLinkPage({ kind, token }: { kind: Kind; token: unknown }) {
  const link = await openEmailLink(token, (shaped) => lookUpNewsletterLink(kind, shaped));
  if (!link) {
    const { title, body } = newsletterOutcomes.invalid;
    return (
      <ActionPanel tone="problem" title={title}>
        <p>{body}</p>
      </ActionPanel>
    );
  }
  const { state } = link;
  const copy = newsletterLinkCopy[kind];
  if (state === "pending" || (kind === "unsubscribe" && state === "subscribed")) {
    return (
      <ActionPanel
        tone="ask"
        title={copy.title}
        action={{ url: `/api/newsletter/${kind}`, token: link.token, label: copy.button }}
      >
        <p>{copy.body}</p>
      </ActionPanel>
    );
  }
  if (kind === "confirm" && state === "unsubscribed") {
    const { unsubscribed } = newsletterLinkCopy.confirm;
    return (
      <ActionPanel tone="done" title={unsubscribed.title} footer={homeLink}>
        <p>{unsubscribed.body}</p>
      </ActionPanel>
    );
  }
  const done = newsletterOutcomes[state === "unsubscribed" ? "unsubscribed" : "confirmed"];
  return (
    <ActionPanel tone="done" title={done.title} footer={homeLink}>
      <p>{done.body}</p>
    </ActionPanel>
  );
}
