import { ChevronLeft, ChevronRight, RotateCcw } from "lucide-react";
import Link from "next/link";

import type { OutboxPage, OutboxView as View } from "@/server/admin/outbox";

import { buttonStyles } from "./buttons";
import { cardClass } from "./card";
import { type Column, DataTable, dateCellClass, HeadCell, numberCellClass } from "./data-table";
import { formatCount, formatDateTime } from "./format";
import { Notice } from "./notice";
import { Badge } from "./records/badges";
import { SubmitButton } from "./submit-button";

const kindLabels: Record<string, string> = {
  founder_notice: "Founders' notice",
  waitlist_confirmation: "Waitlist confirmation",
  newsletter_confirmation: "Newsletter opt-in",
  founder_place_opened: "Founder place passed on",
  campaign_message: "Campaign message",
  campaign_test: "Campaign test",
};

const tabs: { view: View; label: string }[] = [
  { view: "failed", label: "Failed" },
  { view: "pending", label: "Waiting" },
];

type Item = OutboxPage["items"][number];

/** A failed notification can be retried; a waiting one shows when it will next be tried. */
function columns(view: View): Column<Item>[] {
  const failed = view === "failed";
  const shown: Column<Item>[] = [
    {
      head: <HeadCell>Notification</HeadCell>,
      cell: (item) => (
        <>
          <span className="font-semibold text-navy-900">{kindLabels[item.kind] ?? item.kind}</span>
          <span className="block text-xs text-slate-500">#{item.id}</span>
        </>
      ),
    },
    {
      head: <HeadCell>About</HeadCell>,
      cell: (item) => item.subjectEmail,
      className: "whitespace-nowrap",
    },
    {
      head: <HeadCell numeric>Tries</HeadCell>,
      cell: (item) => item.attempts,
      className: numberCellClass,
    },
    {
      head: <HeadCell>Last error</HeadCell>,
      cell: (item) =>
        item.lastError ? (
          <code className="line-clamp-3 text-xs break-words text-red-800" title={item.lastError}>
            {item.lastError}
          </code>
        ) : (
          <span className="text-slate-500">—</span>
        ),
      className: "max-w-sm",
    },
    {
      head: <HeadCell>{failed ? "Created" : "Next try"}</HeadCell>,
      cell: (item) => formatDateTime(failed ? item.createdAt : item.nextAttemptAt),
      className: dateCellClass,
    },
  ];
  if (!failed) return shown;
  const retry: Column<Item> = {
    head: (
      <HeadCell>
        <span className="sr-only">Action</span>
      </HeadCell>
    ),
    cell: (item) => (
      <form action="/admin/api/outbox/retry" method="post">
        <input type="hidden" name="id" value={item.id} />
        <SubmitButton look="small" Icon={RotateCcw}>
          Retry
        </SubmitButton>
      </form>
    ),
    className: "text-right",
  };
  return [...shown, retry];
}

export function OutboxView({
  outbox,
  retried,
  retryMissed,
}: {
  outbox: OutboxPage;
  retried: number | null;
  retryMissed: boolean;
}) {
  const href = (view: View, page = 1) =>
    `/admin/outbox?status=${view}${page > 1 ? `&page=${page}` : ""}`;
  return (
    <>
      {retried !== null && (
        <Notice tone="success">
          Notification #{retried} is queued again and will be sent shortly.
        </Notice>
      )}
      {retryMissed && (
        <Notice tone="info">That notification was no longer failed; nothing changed.</Notice>
      )}
      <section className={`${cardClass} overflow-hidden`}>
        <nav
          aria-label="Outbox views"
          className="flex flex-wrap gap-x-1 border-b border-slate-100 px-2"
        >
          {tabs.map(({ view, label }) => (
            <Link
              key={view}
              href={href(view)}
              aria-current={outbox.view === view ? "page" : undefined}
              className={`flex h-12 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${
                outbox.view === view
                  ? "border-brand-700 text-navy-900"
                  : "border-transparent text-slate-600 hover:text-navy-900 forced-colors:border-b-0"
              }`}
            >
              {label}
              <Badge tone={view === "failed" && outbox.counts.failed > 0 ? "bad" : "neutral"}>
                {formatCount(outbox.counts[view])}
              </Badge>
            </Link>
          ))}
        </nav>
        <DataTable
          rows={outbox.items}
          minWidth="min-w-4xl"
          empty={
            outbox.view === "failed" ? "No failed notifications." : "Nothing waiting to be sent."
          }
          columns={columns(outbox.view)}
        />
        {outbox.pageCount > 1 && (
          <nav
            aria-label="Pages"
            className="flex items-center justify-between border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
          >
            <span>
              Page {outbox.page} of {outbox.pageCount}
            </span>
            <span className="flex gap-2">
              {outbox.page > 1 && (
                <Link href={href(outbox.view, outbox.page - 1)} className={buttonStyles.small}>
                  <ChevronLeft aria-hidden="true" className="size-4" /> Newer
                </Link>
              )}
              {outbox.page < outbox.pageCount && (
                <Link href={href(outbox.view, outbox.page + 1)} className={buttonStyles.small}>
                  Older <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              )}
            </span>
          </nav>
        )}
      </section>
    </>
  );
}
