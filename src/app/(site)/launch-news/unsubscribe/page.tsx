import { ActionPanel } from "@/components/confirm/action-panel";
import { launchNewsLeaveCopy as copy } from "@/content/launch-news";
import { emailLinkPageMetadata } from "@/lib/metadata";
import { lookUpLeave } from "@/server/campaigns/leave";
import { tokenShape } from "@/server/token-shape";

export const metadata = emailLinkPageMetadata(copy.metaTitle);

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/** Opened from a campaign message's footer: opening changes nothing, only the button acts. */
export default async function LaunchNewsUnsubscribePage({ searchParams }: Props) {
  const token = tokenShape((await searchParams).token);
  const state = token ? await lookUpLeave(token) : null;
  if (!token || !state) {
    return (
      <ActionPanel tone="problem" title={copy.invalid.title}>
        <p>{copy.invalid.body}</p>
      </ActionPanel>
    );
  }
  if (state === "left") {
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
      action={{ url: "/api/launch-news/unsubscribe", token, label: copy.button }}
    >
      <p>{copy.body}</p>
    </ActionPanel>
  );
}
