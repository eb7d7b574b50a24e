import type { AuditEntry } from "@/server/admin/audit";

import { Card } from "../card";
import { formatDateTime } from "../format";
import { cellClass, tableClass, theadClass } from "../records/records-view";

const actionLabels: Record<AuditEntry["action"], string> = {
  erase: "Erasure",
  retry_notification: "Notification retried",
  release: "Quarantine released",
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
      {entries.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className={`${tableClass} min-w-2xl`}>
            <thead className={theadClass}>
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  #
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Action
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  When
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Details
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Subject hash
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${cellClass} text-slate-500 tabular-nums`}>{entry.id}</td>
                  <td className={`${cellClass} font-semibold text-navy-900`}>
                    {actionLabels[entry.action] ?? entry.action}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap text-slate-600`}>
                    {formatDateTime(entry.createdAt)}
                  </td>
                  <td className={`${cellClass} text-slate-700`}>{describe(entry)}</td>
                  <td className={`${cellClass} font-mono text-xs text-slate-500`}>
                    {entry.subject ?? "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
