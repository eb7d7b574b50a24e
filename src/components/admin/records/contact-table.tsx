import type { ContactItem, RecordPage } from "@/server/admin/records/list";

import { dateCellClass, typedTextClass } from "../data-table";
import { formatDateTime } from "../format";
import { QuarantineBadge } from "./badges";
import { RecordLink } from "./record-link";
import { RecordsTable } from "./records-view";
import { PlainHeader, SortHeader } from "./sort-header";

export function ContactTable({ page }: { page: RecordPage<ContactItem> }) {
  return (
    <RecordsTable
      rows={page.items}
      minWidth="min-w-3xl"
      columns={[
        {
          head: <SortHeader kind="contact" query={page.query} column="name" label="From" />,
          cell: (row) => (
            <RecordLink href={`/admin/contact/${row.id}`} detail={row.email}>
              {row.name}
            </RecordLink>
          ),
          className: "w-64",
        },
        {
          head: <PlainHeader label="Message" />,
          cell: (row) => <span className="line-clamp-2">{row.excerpt}</span>,
          className: `text-slate-700 ${typedTextClass}`,
        },
        {
          head: <SortHeader kind="contact" query={page.query} column="created_at" label="Sent" />,
          cell: (row) => (
            <>
              {formatDateTime(row.createdAt)}
              {row.quarantined && (
                <span className="ml-2">
                  <QuarantineBadge />
                </span>
              )}
            </>
          ),
          className: dateCellClass,
        },
      ]}
    />
  );
}
