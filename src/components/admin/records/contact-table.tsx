import Link from "next/link";

import type { ContactItem, RecordPage } from "@/server/admin/records/list";

import { formatDateTime } from "../format";
import { QuarantineBadge } from "./badges";
import { cellClass, tableClass, theadClass } from "./records-view";
import { PlainHeader, SortHeader } from "./sort-header";

export function ContactTable({ page }: { page: RecordPage<ContactItem> }) {
  return (
    <table className={`${tableClass} min-w-3xl`}>
      <thead className={theadClass}>
        <tr>
          <SortHeader kind="contact" query={page.query} column="name" label="From" />
          <PlainHeader label="Message" />
          <SortHeader kind="contact" query={page.query} column="created_at" label="Sent" />
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {page.items.map((row) => (
          <tr key={row.id} className="hover:bg-slate-50">
            <td className={`${cellClass} w-64`}>
              <Link
                href={`/admin/contact/${row.id}`}
                className="font-semibold text-navy-900 hover:text-brand-700 hover:underline"
              >
                {row.name}
              </Link>
              <span className="block text-xs text-slate-600">{row.email}</span>
            </td>
            <td className={`${cellClass} text-slate-700`}>
              <span className="line-clamp-2">{row.excerpt}</span>
            </td>
            <td className={`${cellClass} whitespace-nowrap text-slate-600`}>
              {formatDateTime(row.createdAt)}
              {row.quarantined && (
                <span className="ml-2">
                  <QuarantineBadge />
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
