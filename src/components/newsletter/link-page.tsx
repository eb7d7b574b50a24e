import type { Metadata } from "next";

import { ActionPanel } from "@/components/confirm/action-panel";
import { newsletterLinkCopy } from "@/content/confirmation";
import { newsletterOutcomes } from "@/content/newsletter";
import { tokenShape } from "@/server/token-shape";

type Kind = keyof typeof newsletterLinkCopy;

export function newsletterLinkMetadata(kind: Kind): Metadata {
  return {
    title: newsletterLinkCopy[kind].metaTitle,
    robots: { index: false, follow: false },
    referrer: "same-origin",
  };
}

/**
 * Opened from a newsletter e-mail: opening it changes nothing; the button POSTs. The token never
 * leaves as a referrer for another site ("same-origin": the button's own POST still carries the
 * Origin the cross-site check needs).
 */
export function NewsletterLinkPage({ kind, token }: { kind: Kind; token: unknown }) {
  const shaped = tokenShape(token);
  if (!shaped) {
    const { title, body } = newsletterOutcomes.invalid;
    return (
      <ActionPanel tone="problem" title={title}>
        <p>{body}</p>
      </ActionPanel>
    );
  }
  const copy = newsletterLinkCopy[kind];
  return (
    <ActionPanel
      tone="ask"
      title={copy.title}
      action={{ url: `/api/newsletter/${kind}`, token: shaped, label: copy.button }}
    >
      <p>{copy.body}</p>
    </ActionPanel>
  );
}
