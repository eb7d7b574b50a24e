import type { AuditEntry } from "@/server/audit";

import { Card } from "../card";
import { DataTable, dateCellClass, HeadCell } from "../data-table";
import { formatDateTime } from "../format";

const actionLabels: Record<AuditEntry["action"], string> = {
  erase: "Erasure",
  retry_notification: "Notification retried",
  release: "Quarantine released",
  invite_founders: "Founders invited",
  resend_confirmation: "Confirmation e-mail sent again",
};

function describe(entry: AuditEntry): string {
  return Object.entries(entry.details)
    .map(([key, value]) => `${key}: ${value}`)
    .join(" · ");
}

/** The audit log: what was done and when, with no personal data (decision 006). */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <Card
      title="Audit log"
      description="The latest 20 actions. Erased addresses appear only as a salted hash."
      padded={false}
    >
      <DataTable
        rows={entries}
        minWidth="min-w-2xl"
        empty="Nothing recorded yet."
        emptyClassName="px-5 py-8"
        columns={[
          {
            head: <HeadCell>#</HeadCell>,
            cell: (entry) => entry.id,
            className: "text-slate-500 tabular-nums",
          },
          {
            head: <HeadCell>Action</HeadCell>,
            cell: (entry) => actionLabels[entry.action] ?? entry.action,
            className: "font-semibold text-navy-900",
          },
          {
            head: <HeadCell>When</HeadCell>,
            cell: (entry) => formatDateTime(entry.createdAt),
            className: dateCellClass,
          },
          { head: <HeadCell>Details</HeadCell>, cell: describe, className: "text-slate-700" },
          {
            head: <HeadCell>Subject hash</HeadCell>,
            cell: (entry) => entry.subject ?? "—",
            className: "font-mono text-xs text-slate-500",
          },
        ]}
      />
    </Card>
  );
}
