import type { RecordPage, WaitlistItem } from "@/server/admin/records/list";

import { shownAs } from "../../forms/choices";
import { type Column, dateCellClass, numberCellClass, typedTextClass } from "../data-table";
import { formatDateTime } from "../format";
import { Badge, MailboxBadge, QuarantineBadge } from "./badges";
import { RecordLink } from "./record-link";
import { RecordsTable } from "./records-view";
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
  const columns: Column<WaitlistItem>[] = [
    {
      head: sort("name", "Name"),
      cell: (row) => (
        <RecordLink href={`/admin/waitlist/${row.id}`} detail={row.email}>
          {row.name}
        </RecordLink>
      ),
    },
    { head: sort("company", "Company"), cell: (row) => row.company, className: typedTextClass },
    { head: sort("trade", "Trade"), cell: (row) => shownAs.trade(row.trade) },
    {
      head: sort("company_size", "Size"),
      cell: (row) => shownAs.companySize(row.companySize),
      className: "whitespace-nowrap",
    },
    {
      head: sort("interested_plan", "Plan"),
      cell: (row) => (
        <Badge tone={row.interestedPlan === "undecided" ? "neutral" : "brand"}>
          {shownAs.plan(row.interestedPlan)}
        </Badge>
      ),
    },
    {
      head: sort("back_office_users", "Office", true),
      cell: (row) => row.backOfficeUsers,
      className: numberCellClass,
    },
    {
      head: sort("field_users", "Field", true),
      cell: (row) => row.fieldUsers,
      className: numberCellClass,
    },
    {
      head: sort("created_at", "Signed up"),
      cell: (row) => formatDateTime(row.createdAt),
      className: dateCellClass,
    },
    {
      head: (
        <th scope="col" className="px-3 py-2 text-left">
          Place
        </th>
      ),
      cell: (row) =>
        row.quarantined ? (
          <QuarantineBadge />
        ) : (
          <MailboxBadge status={row.mailbox} place={row.founderPlace} />
        ),
    },
  ];
  return <RecordsTable rows={page.items} columns={columns} minWidth="min-w-5xl" />;
}
