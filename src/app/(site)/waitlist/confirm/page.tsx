import { ActionPanel } from "@/components/confirm/action-panel";
import { ButtonLink } from "@/components/ui/button-link";
import { waitlistConfirmCopy as copy } from "@/content/confirmation";
import { emailLinkPageMetadata } from "@/lib/metadata";
import { type EmailLinkProps, openEmailLink } from "@/server/email-link";
import { lookUpConfirmation } from "@/server/founders/confirmation";
import { getFounderPlacesLeft } from "@/server/founders/places";

export const metadata = emailLinkPageMetadata(copy.metaTitle);

/** Opened from the confirmation e-mail: shows where the address stands; only the button acts. */
export default async function WaitlistConfirmPage({ searchParams }: EmailLinkProps) {
  const link = await openEmailLink((await searchParams).token, lookUpConfirmation);
  if (!link) {
    return (
      <ActionPanel
        tone="problem"
        title={copy.invalid.title}
        footer={<ButtonLink href="/signup">Join the waitlist</ButtonLink>}
      >
        <p>{copy.invalid.body}</p>
      </ActionPanel>
    );
  }
  const { token, state } = link;
  if (state.status === "pending") {
    const placesGone = (await getFounderPlacesLeft()) === 0;
    return (
      <ActionPanel
        tone="ask"
        title={copy.ask.title}
        action={{ url: "/api/waitlist/confirm", token, label: copy.ask.button }}
      >
        <p>{placesGone ? copy.ask.inLine : copy.ask.body}</p>
      </ActionPanel>
    );
  }
  const done = state.status === "founder" ? copy.founder(state.place) : copy.waitlisted;
  return (
    <ActionPanel
      tone="done"
      title={done.title}
      footer={
        <ButtonLink href="/" variant="secondary" size="lg">
          {copy.homeLink}
        </ButtonLink>
      }
    >
      <p>{done.body}</p>
    </ActionPanel>
  );
}
