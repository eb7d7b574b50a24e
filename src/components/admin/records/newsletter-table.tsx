import type { NewsletterItem, RecordPage } from "@/server/admin/records/list";

import { dateCellClass } from "../data-table";
import { formatDateTime } from "../format";
import { NewsletterStatus, QuarantineBadge } from "./badges";
import { RecordLink } from "./record-link";
import { RecordsTable } from "./records-view";
import { SortHeader } from "./sort-header";

export function NewsletterTable({ page }: { page: RecordPage<NewsletterItem> }) {
  const sort = (column: string, label: string) => (
    <SortHeader kind="newsletter" query={page.query} column={column} label={label} />
  );
  return (
    <RecordsTable
      rows={page.items}
      minWidth="min-w-2xl"
      columns={[
        {
          head: sort("email", "E-mail"),
          cell: (row) => <RecordLink href={`/admin/newsletter/${row.id}`}>{row.email}</RecordLink>,
        },
        {
          head: sort("status", "Status"),
          cell: (row) =>
            row.quarantined ? <QuarantineBadge /> : <NewsletterStatus status={row.status} />,
        },
        {
          head: sort("created_at", "Subscribed"),
          cell: (row) => formatDateTime(row.createdAt),
          className: dateCellClass,
        },
        {
          head: sort("confirmed_at", "Confirmed"),
          cell: (row) => formatDateTime(row.confirmedAt),
          className: dateCellClass,
        },
      ]}
    />
  );
}
