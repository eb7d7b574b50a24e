import Link from "next/link";

import type { RecipientPage, RecipientRow } from "@/server/admin/campaigns";
import { recipientStates } from "@/server/campaigns/store";

import { Card } from "../card";
import { type Column, DataTable, dateCellClass, HeadCell, typedTextClass } from "../data-table";
import { formatCount, formatDateTime } from "../format";
import { Badge } from "../records/badges";
import { recipientStateLabels } from "./labels";

const columns: Column<RecipientRow>[] = [
  {
    head: <HeadCell>Recipient</HeadCell>,
    cell: (row) =>
      row.email ?? <span className="text-slate-500 italic">Erased since it was sent</span>,
    className: typedTextClass,
  },
  {
    head: <HeadCell>State</HeadCell>,
    cell: (row) => (
      <Badge tone={recipientStateLabels[row.state].tone}>
        {recipientStateLabels[row.state].label}
      </Badge>
    ),
  },
  {
    head: <HeadCell>Since</HeadCell>,
    cell: (row) => formatDateTime(row.stateAt),
    className: dateCellClass,
  },
];

/** Each recipient of a campaign with its state and when it got there, a page at a time. */
export function RecipientsView({
  campaignId,
  recipients,
  counts,
}: {
  campaignId: number;
  recipients: RecipientPage;
  counts: Record<string, number>;
}) {
  const base = `/admin/campaigns/${campaignId}/recipients`;
  const href = (state: string | null, page = 1) => {
    const params = new URLSearchParams();
    if (state) params.set("state", state);
    if (page > 1) params.set("page", String(page));
    const query = params.toString();
    return query ? `${base}?${query}` : base;
  };
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs = [
    { state: null, label: "All", count: total },
    ...recipientStates.map((state) => ({
      state,
      label: recipientStateLabels[state].label,
      count: counts[state] ?? 0,
    })),
  ];
  const first = recipients.total === 0 ? 0 : (recipients.page - 1) * recipients.pageSize + 1;
  const last = first === 0 ? 0 : first + recipients.rows.length - 1;
  return (
    <Card title="Recipients" padded={false}>
      <nav aria-label="Recipients by state" className="border-b border-slate-100 px-4 py-3">
        <ul className="flex flex-wrap gap-2 text-sm">
          {tabs.map((tab) => {
            const current = tab.state === recipients.state;
            return (
              <li key={tab.label}>
                <Link
                  href={href(tab.state)}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex h-8 items-center rounded-full border px-3 font-semibold ${
                    current
                      ? "border-brand-700 bg-brand-50 text-navy-900"
                      : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50"
                  }`}
                >
                  {tab.label}: {formatCount(tab.count)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <DataTable
        rows={recipients.rows}
        minWidth="min-w-sm"
        caption="Recipients, their state and its time"
        empty="No recipient in this state."
        columns={columns}
      />
      <nav
        aria-label="Pages"
        className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
      >
        <p>
          {formatCount(first)}–{formatCount(last)} of {formatCount(recipients.total)} · page{" "}
          {formatCount(recipients.page)} of {formatCount(recipients.pageCount)}
        </p>
        <p className="flex gap-3">
          {recipients.page > 1 && (
            <Link
              className="font-semibold text-brand-800 underline"
              href={href(recipients.state, recipients.page - 1)}
            >
              Previous page
            </Link>
          )}
          {recipients.page < recipients.pageCount && (
            <Link
              className="font-semibold text-brand-800 underline"
              href={href(recipients.state, recipients.page + 1)}
            >
              Next page
            </Link>
          )}
        </p>
      </nav>
    </Card>
  );
}
