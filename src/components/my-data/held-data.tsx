import type { ComponentProps, ReactNode } from "react";

import { myData } from "@/content/my-data";
import { founderOffer } from "@/content/site";
import type { PersonalData } from "@/server/people/data";

import { shownAs } from "../forms/choices";
import { StaticPart } from "../ui/static-part";
import { TokenForm } from "../ui/token-form";
import { attributionLine } from "./attribution-line";
import { CorrectionForm } from "./correction-form";

const when = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/London",
  }).format(new Date(iso));

/** By kind, and for a founders' notice by kind and what it was about. */
const emailKinds: Record<string, string> = {
  "founder_notice waitlist": "Notice to the founders of your waitlist entry",
  "founder_notice contact": "Notice to the founders of your message",
  "founder_notice confirmation": "Notice to the founders that you confirmed your address",
  founder_notice: "Notice to the founders of your form",
  waitlist_confirmation: "Waitlist confirmation to you",
  waitlist_reminder: "Reminder to confirm, to you",
  contact_acknowledgement: "Acknowledgement of your message, to you",
  newsletter_confirmation: "Newsletter confirmation to you",
  personal_link: "Link to this page, to you",
  founder_place_opened: "A founder place passed on to you",
};

const emailLabel = ({ kind, about }: PersonalData["emails"][number]) =>
  emailKinds[`${kind} ${about}`] ?? emailKinds[kind] ?? kind;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-5 sm:p-6">
      <h2 className="text-lg font-bold text-navy-900" suppressHydrationWarning>
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** A section no script acts on: not hydrated, so a translation of it stays (decision 075). */
const StaticSection = (props: ComponentProps<typeof Section>) => (
  <StaticPart>
    <Section {...props} />
  </StaticPart>
);

type Row = [string, string | number | null];

/** The rows every form a person sent begins with. */
const sentBy = (sent: { created_at: string; name: string; email: string }): Row[] => [
  ["Sent", when(sent.created_at)],
  ["Name", sent.name],
  ["Email", sent.email],
];

function Fields({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words whitespace-pre-wrap text-navy-900">
            {value === null || value === "" ? "-" : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function founderLine(place: NonNullable<PersonalData["founder_place"]>): string {
  if (!place.confirmed) return "Your address is not confirmed yet, so it holds no founder place.";
  const confirmed = `Your address was confirmed on ${when(place.confirmed_at!)}.`;
  return place.place === null
    ? `${confirmed} All ${founderOffer.places} founder places were taken; you are on the waitlist.`
    : `${confirmed} Founder place ${place.place} of ${founderOffer.places}.`;
}

/** A row only for an entry the bot checks kept back, so it never looks like one that counted. */
const heldBack = (entry: { held_back: boolean }): [string, string][] =>
  entry.held_back ? [["Counted", myData.heldBack]] : [];

/**
 * Everything held about the address, each waitlist entry with its correction form. Only the
 * correction forms are hydrated: the rest is static parts, and the words React hydrates it takes
 * as they are, a translation included (decision 075).
 */
export function HeldData({
  data,
  token,
  refused,
}: {
  data: PersonalData;
  token: string;
  /** The entry whose correction the server refused, with its field errors. */
  refused?: { entry: number; errors: Record<string, string> };
}) {
  return (
    <div className="space-y-6">
      <StaticSection title="Founder place">
        <p className="text-sm text-navy-900">
          {data.founder_place
            ? founderLine(data.founder_place)
            : "This address has not confirmed a waitlist sign-up, so it holds no founder place."}
        </p>
      </StaticSection>
      <Section title={`Waitlist entries (${data.waitlist.length})`}>
        {data.waitlist.length === 0 && (
          <p className="text-sm text-slate-700" suppressHydrationWarning>
            None.
          </p>
        )}
        {data.waitlist.map((entry) => (
          <article
            key={entry.id}
            aria-label={`Waitlist entry of ${when(entry.created_at)}`}
            className="space-y-4 rounded-xl bg-slate-50 p-4"
          >
            <StaticPart>
              <Fields
                rows={[
                  ...sentBy(entry),
                  ["Company", entry.company],
                  ["Trade", shownAs.trade(entry.trade)],
                  ["Company size", shownAs.companySize(entry.company_size)],
                  ["Interested plan", shownAs.plan(entry.interested_plan)],
                  ["Back-office users", entry.back_office_users],
                  ["Field users", entry.field_users],
                  ["Current software", entry.current_software],
                  ["Additional notes", entry.additional_notes],
                  ["Sent from page", entry.source],
                  ["How you found us", attributionLine(entry.attribution)],
                  ...heldBack(entry),
                ]}
              />
            </StaticPart>
            <details
              open={refused?.entry === entry.id}
              className="rounded-lg border border-slate-200 bg-white p-4"
            >
              <summary
                className="cursor-pointer font-semibold text-brand-800"
                suppressHydrationWarning
              >
                Correct these details
              </summary>
              <div className="mt-4">
                <CorrectionForm
                  token={token}
                  entry={entry}
                  errors={refused?.entry === entry.id ? refused.errors : undefined}
                />
              </div>
            </details>
          </article>
        ))}
      </Section>
      <StaticSection title={`Contact messages (${data.contact.length})`}>
        {data.contact.length === 0 && <p className="text-sm text-slate-700">None.</p>}
        {data.contact.map((message) => (
          <article key={message.id} className="rounded-xl bg-slate-50 p-4">
            <Fields
              rows={[
                ...sentBy(message),
                ["Message", message.message],
                ["Sent from page", message.source],
                ...heldBack(message),
              ]}
            />
          </article>
        ))}
      </StaticSection>
      <StaticSection title="Newsletter">
        {data.newsletter.length === 0 && (
          <p className="text-sm text-slate-700">Not subscribed: we hold no newsletter sign-up.</p>
        )}
        {data.newsletter.map((subscription) => (
          <article key={subscription.id} className="rounded-xl bg-slate-50 p-4">
            <Fields
              rows={[
                ["Status", subscription.status],
                ["Asked on", when(subscription.created_at)],
                ["Email", subscription.email],
                [
                  "Confirmed on",
                  subscription.confirmed_at ? when(subscription.confirmed_at) : null,
                ],
                [
                  "Unsubscribed on",
                  subscription.unsubscribed_at ? when(subscription.unsubscribed_at) : null,
                ],
                ["Wording you agreed to", subscription.consent_text],
              ]}
            />
          </article>
        ))}
        {data.newsletter.some((subscription) => subscription.status !== "unsubscribed") && (
          // The newsletter alone, without giving up a founder place: a person who has lost the
          // e-mail with its unsubscribe link needs no other way.
          <TokenForm
            url="/my-data/unsubscribe"
            token={token}
            label={myData.unsubscribeButton}
            variant="secondary"
            className="mt-4"
          />
        )}
      </StaticSection>
      {data.suppression && (
        <StaticSection title={myData.suppressionTitle}>
          <p className="text-sm text-navy-900">
            This address has been on our do-not-mail list since {when(data.suppression.since)},
            because {myData.suppressionReasons[data.suppression.reason]}.
          </p>
          <p className="text-sm text-slate-700">{myData.suppressionEffect}</p>
          <TokenForm
            url="/my-data/suppression"
            token={token}
            label={myData.suppressionLiftButton}
            variant="secondary"
          />
        </StaticSection>
      )}
      <StaticSection title={`E-mails about you (${data.emails.length})`}>
        {data.emails.length === 0 ? (
          <p className="text-sm text-slate-700">None.</p>
        ) : (
          <ul className="space-y-1 text-sm text-navy-900">
            {data.emails.map((email, index) => (
              <li key={index}>
                {emailLabel(email)}: {email.status}, {when(email.created_at)}
              </li>
            ))}
          </ul>
        )}
      </StaticSection>
    </div>
  );
}
