import { ActionPanel } from "@/components/confirm/action-panel";
import { launchNewsLeaveCopy as copy } from "@/content/launch-news";
import { emailLinkPageMetadata } from "@/lib/metadata";
import { lookUpLeave } from "@/server/campaigns/leave";
import { type EmailLinkProps, openEmailLink } from "@/server/email-link";

export const metadata = emailLinkPageMetadata(copy.metaTitle);

/** Opened from a campaign message's footer: opening changes nothing, only the button acts. */
export default async function LaunchNewsUnsubscribePage({ searchParams }: EmailLinkProps) {
  const link = await openEmailLink((await searchParams).token, lookUpLeave);
  if (!link) {
    return (
      <ActionPanel tone="problem" title={copy.invalid.title}>
        <p>{copy.invalid.body}</p>
      </ActionPanel>
    );
  }
  if (link.state === "left") {
    return (
      <ActionPanel tone="done" title={copy.done.title}>
        <p>{copy.done.body}</p>
      </ActionPanel>
    );
  }
  return (
    <ActionPanel
      tone="ask"
      title={copy.title}
      action={{ url: "/api/launch-news/unsubscribe", token: link.token, label: copy.button }}
    >
      <p>{copy.body}</p>
    </ActionPanel>
  );
}
