import { Send } from "lucide-react";
import Link from "next/link";

import { founderOffer } from "@/content/site";
import { choiceLabel } from "@/lib/validation/fields";
import type { FounderRow, FoundersView as View, InvitationState } from "@/server/admin/founders";

import { buttonStyles, inputClass } from "../buttons";
import { Card } from "../card";
import { type Column, DataTable, dateCellClass, HeadCell, numberCellClass } from "../data-table";
import { formatCount, formatDateTime, plural } from "../format";
import { Notice } from "../notice";
import { Badge, CountBadges } from "../records/badges";

const states: Record<
  InvitationState,
  { label: string; tone: Parameters<typeof Badge>[0]["tone"] }
> = {
  not_invited: { label: "Not invited", tone: "neutral" },
  invited: { label: "Invited", tone: "brand" },
  reminded: { label: "Reminded", tone: "warn" },
  redeemed: { label: "Redeemed", tone: "good" },
  expired: { label: "Expired", tone: "bad" },
};

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

const columns: Column<FounderRow>[] = [
  {
    head: <HeadCell numeric>Place</HeadCell>,
    cell: (row) => <span className="font-semibold text-navy-900">{row.place}</span>,
    className: numberCellClass,
  },
  {
    head: <HeadCell>Founder</HeadCell>,
    cell: (row) => (
      <>
        {row.recordId ? (
          <Link
            href={`/admin/waitlist/${row.recordId}`}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {row.name || "—"}
          </Link>
        ) : (
          <span className="font-semibold">{row.name || "—"}</span>
        )}
        <span className="block text-xs text-slate-500">{row.company}</span>
      </>
    ),
  },
  { head: <HeadCell>Plan</HeadCell>, cell: (row) => choiceLabel("interested_plan", row.plan) },
  {
    head: <HeadCell>Invitation</HeadCell>,
    cell: (row) => <Badge tone={states[row.state].tone}>{states[row.state].label}</Badge>,
  },
  {
    head: <HeadCell>Invited</HeadCell>,
    cell: (row) => when(row.invitedAt),
    className: dateCellClass,
  },
  {
    head: <HeadCell>Reminded</HeadCell>,
    cell: (row) => when(row.remindedAt),
    className: dateCellClass,
  },
  {
    head: <HeadCell>Redeemed</HeadCell>,
    cell: (row) => when(row.redeemedAt),
    className: dateCellClass,
  },
  {
    head: <HeadCell>Code expires</HeadCell>,
    cell: (row) => when(row.expiresAt),
    className: dateCellClass,
  },
];

/**
 * The founders, in place order, and the one action: invite the next N. A plain form post, so it
 * works without JavaScript; the order and the kept numbers are said where the button is (088).
 */
export function FoundersView({
  founders,
  invited,
  places,
}: {
  founders: View;
  invited: number | null;
  places: string | null;
}) {
  const waiting = founders.counts.not_invited;
  return (
    <>
      {invited !== null &&
        (invited > 0 ? (
          <Notice tone="success">
            Invited {plural(invited, "founder")} ({places?.includes(" ") ? "places" : "place"}{" "}
            {places}): their e-mails are on their way.
          </Notice>
        ) : (
          <Notice tone="info">
            Every founder place holder is invited already; nothing was sent.
          </Notice>
        ))}
      <Card
        title="Invite the next founders"
        description={
          <>
            Invitations go in founder place order, lowest number first: the number each founder was
            told is theirs, and it never changes while they hold it. A place given up passes to the
            first in line, who is invited at once if that place was invited already.
          </>
        }
      >
        <form
          action="/admin/api/founders/invite"
          method="post"
          className="flex flex-wrap items-end gap-3"
        >
          <div>
            <label htmlFor="invite-count" className="block text-sm font-semibold text-navy-900">
              How many
            </label>
            <input
              id="invite-count"
              name="count"
              type="number"
              min={1}
              max={founderOffer.places}
              required
              defaultValue={Math.min(10, Math.max(1, waiting))}
              className={`${inputClass} mt-1 w-28`}
            />
          </div>
          <button type="submit" className={buttonStyles.primary} disabled={waiting === 0}>
            <Send aria-hidden="true" className="size-4" />
            Invite the next founders
          </button>
          <p className="basis-full text-sm text-slate-600">
            {formatCount(waiting)} of {plural(founders.held, "place holder")} not invited yet. Each
            gets a personal, single-use founder code; one reminder follows if it is not used.
          </p>
        </form>
      </Card>
      <Card title="Founder places" padded={false}>
        <CountBadges
          states={Object.keys(states) as InvitationState[]}
          labels={states}
          counts={founders.counts}
          className="flex flex-wrap gap-2 border-b border-slate-100 px-5 py-3 text-sm"
        />
        <DataTable
          rows={founders.rows}
          rowKey={(row) => row.place}
          minWidth="min-w-5xl"
          empty="No founder places are held yet: a place is taken when an address is confirmed."
          columns={columns}
        />
      </Card>
    </>
  );
}
