import Link from "next/link";

import type { NewsletterItem, RecordPage } from "@/server/admin/records/list";

import { formatDateTime } from "../format";
import { NewsletterStatus, QuarantineBadge } from "./badges";
import { cellClass, tableClass, theadClass } from "./records-view";
import { SortHeader } from "./sort-header";

export function NewsletterTable({ page }: { page: RecordPage<NewsletterItem> }) {
  const sort = (column: string, label: string) => (
    <SortHeader kind="newsletter" query={page.query} column={column} label={label} />
  );
  return (
    <table className={`${tableClass} min-w-2xl`}>
      <thead className={theadClass}>
        <tr>
          {sort("email", "E-mail")}
          {sort("status", "Status")}
          {sort("created_at", "Subscribed")}
          {sort("confirmed_at", "Confirmed")}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {page.items.map((row) => (
          <tr key={row.id} className="hover:bg-slate-50">
            <td className={cellClass}>
              <Link
                href={`/admin/newsletter/${row.id}`}
                className="font-semibold text-navy-900 hover:text-brand-700 hover:underline"
              >
                {row.email}
              </Link>
            </td>
            <td className={cellClass}>
              {row.quarantined ? <QuarantineBadge /> : <NewsletterStatus status={row.status} />}
            </td>
            <td className={`${cellClass} whitespace-nowrap text-slate-600`}>
              {formatDateTime(row.createdAt)}
            </td>
            <td className={`${cellClass} whitespace-nowrap text-slate-600`}>
              {formatDateTime(row.confirmedAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
