import Link from "next/link";

import {
  companySizeLabel,
  type CompanySizeValue,
  interestedPlanLabel,
  type InterestedPlanValue,
  tradeLabel,
  type TradeValue,
} from "@/lib/validation/options";
import type { RecordPage, WaitlistItem } from "@/server/admin/records/list";

import { formatDateTime } from "../format";
import { Badge, MailboxBadge, QuarantineBadge } from "./badges";
import { cellClass, tableClass, theadClass } from "./records-view";
import { SortHeader } from "./sort-header";

export function WaitlistTable({ page }: { page: RecordPage<WaitlistItem> }) {
  const sort = (column: string, label: string, numeric = false) => (
    <SortHeader
      kind="waitlist"
      query={page.query}
      column={column}
      label={label}
      numeric={numeric}
    />
  );
  return (
    <table className={`${tableClass} min-w-5xl`}>
      <thead className={theadClass}>
        <tr>
          {sort("name", "Name")}
          {sort("company", "Company")}
          {sort("trade", "Trade")}
          {sort("company_size", "Size")}
          {sort("interested_plan", "Plan")}
          {sort("back_office_users", "Office", true)}
          {sort("field_users", "Field", true)}
          {sort("created_at", "Signed up")}
          <th scope="col" className="px-3 py-2 text-left">
            Place
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {page.items.map((row) => (
          <tr key={row.id} className="hover:bg-slate-50">
            <td className={cellClass}>
              <Link
                href={`/admin/waitlist/${row.id}`}
                className="font-semibold text-navy-900 hover:text-brand-700 hover:underline"
              >
                {row.name}
              </Link>
              <span className="block text-xs text-slate-600">{row.email}</span>
            </td>
            <td className={cellClass}>{row.company}</td>
            <td className={cellClass}>{tradeLabel(row.trade as TradeValue)}</td>
            <td className={`${cellClass} whitespace-nowrap`}>
              {companySizeLabel(row.companySize as CompanySizeValue)}
            </td>
            <td className={cellClass}>
              <Badge tone={row.interestedPlan === "undecided" ? "neutral" : "brand"}>
                {interestedPlanLabel(row.interestedPlan as InterestedPlanValue)}
              </Badge>
            </td>
            <td className={`${cellClass} text-right tabular-nums`}>{row.backOfficeUsers}</td>
            <td className={`${cellClass} text-right tabular-nums`}>{row.fieldUsers}</td>
            <td className={`${cellClass} whitespace-nowrap text-slate-600`}>
              {formatDateTime(row.createdAt)}
            </td>
            <td className={cellClass}>
              {row.quarantined ? (
                <QuarantineBadge />
              ) : (
                <MailboxBadge status={row.mailbox} place={row.founderPlace} />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
