import { Award, Mail, Newspaper, Users } from "lucide-react";
import Link from "next/link";

import type { Overview } from "@/server/admin/overview";

import { cardClass } from "../card";
import { formatCount, plural } from "../format";
import { Meter } from "./meter";

/** The four headline figures, founder places with a bar of how many are taken. */
export function StatCards({ overview }: { overview: Overview }) {
  const { totals, founderPlaces } = overview;
  const taken = founderPlaces.total - founderPlaces.left;
  return (
    <ul className="grid grid-fit-36 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
      <Stat
        Icon={Users}
        label="People on the waitlist"
        value={formatCount(totals.people)}
        note={
          <>
            {plural(totals.waitlistSubmissions, "sign-up")}
            {totals.quarantined > 0 && (
              <>
                {" · "}
                <Link
                  href="/admin/waitlist?status=quarantined"
                  className="underline underline-offset-2"
                >
                  {formatCount(totals.quarantined)} quarantined
                </Link>
              </>
            )}
          </>
        }
      />
      <Stat
        Icon={Award}
        label="Founder places left"
        value={`${formatCount(founderPlaces.left)} of ${founderPlaces.total}`}
        note={
          <>
            <Meter
              value={taken}
              max={founderPlaces.total}
              className="fill-brand-600"
              label={`${taken} of ${founderPlaces.total} places taken`}
            />
            <span className="mt-1 block">
              {plural(totals.founders, "confirmed founder")} ·{" "}
              <Link href="/admin/waitlist?status=pending" className="underline underline-offset-2">
                {formatCount(totals.pending)} awaiting confirmation
              </Link>
              {overview.confirmationRate !== null && (
                <> · {Math.round(overview.confirmationRate * 100)}% of people confirmed</>
              )}
            </span>
          </>
        }
      />
      <Stat
        Icon={Mail}
        label="Contact messages"
        value={formatCount(totals.contactMessages)}
        note={
          <Link href="/admin/contact" className="underline underline-offset-2">
            Read them
          </Link>
        }
      />
      <Stat
        Icon={Newspaper}
        label="Newsletter subscribers"
        value={formatCount(totals.newsletterSubscribers)}
        note="Confirmed by e-mail (double opt-in)"
      />
    </ul>
  );
}

function Stat({
  Icon,
  label,
  value,
  note,
}: {
  Icon: typeof Users;
  label: string;
  value: string;
  note: React.ReactNode;
}) {
  return (
    <li className={`${cardClass} p-4 sm:p-5`}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium text-slate-600">{label}</h2>
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">{value}</p>
      <div className="mt-2 text-xs text-slate-600">{note}</div>
    </li>
  );
}
