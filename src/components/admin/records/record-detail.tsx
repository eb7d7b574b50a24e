import { ArrowLeft, ShieldCheck, Trash2 } from "lucide-react";
import Link from "next/link";

import type { RecordDetail } from "@/server/admin/records/detail";
import type { RecordKind } from "@/server/admin/records/params";

import { AdminShell } from "../admin-shell";
import { buttonStyles } from "../buttons";
import { Card } from "../card";
import { formatDateTime } from "../format";
import { Notice } from "../notice";
import { QuarantineBadge } from "./badges";
import { type ActionFlags, ActionNotices, RecordActions } from "./record-actions";

const kindLabels: Record<RecordKind, string> = {
  waitlist: "Waitlist sign-up",
  contact: "Contact message",
  newsletter: "Newsletter subscription",
};

/** One record in full, what else is held about the same address, and what can be done with it. */
export function RecordDetailView({
  record,
  released,
  releaseMissed,
  flags = {},
}: {
  record: RecordDetail;
  released: boolean;
  releaseMissed: boolean;
  flags?: ActionFlags;
}) {
  return (
    <AdminShell
      section={record.kind}
      title={record.title}
      description={`${kindLabels[record.kind]} #${record.id} · ${formatDateTime(record.createdAt)}`}
      actions={
        <>
          <Link href={`/admin/${record.kind}`} className={buttonStyles.secondary}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the list
          </Link>
          <Link
            href={`/admin/erase?email=${encodeURIComponent(record.emailNormalised)}`}
            className={buttonStyles.secondary}
          >
            <Trash2 aria-hidden="true" className="size-4 text-red-700" />
            Erase this person
          </Link>
        </>
      }
    >
      {released && <Notice tone="success">Released: this record now counts like any other.</Notice>}
      {releaseMissed && <Notice tone="info">This record was not quarantined (any more).</Notice>}
      <ActionNotices flags={flags} />
      {record.quarantined && (
        <Notice tone="warn">
          <p>
            <QuarantineBadge /> The form was filled in faster than a person types, or its hidden
            trap field was filled: kept, but not counted or notified (decision 005).
          </p>
          <form action="/admin/api/release" method="post" className="mt-3">
            <input type="hidden" name="kind" value={record.kind} />
            <input type="hidden" name="id" value={record.id} />
            <button type="submit" className={buttonStyles.small}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              Release: this is a real person
            </button>
          </form>
        </Notice>
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <Card title="Details" className="lg:col-span-2">
          <dl className="divide-y divide-slate-100">
            {record.fields.map((field) => (
              <div
                key={field.label}
                className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-3 sm:gap-4"
              >
                <dt className="text-sm font-medium text-slate-600">{field.label}</dt>
                <dd
                  className={`text-sm text-navy-900 sm:col-span-2 ${field.format === "multiline" ? "whitespace-pre-wrap" : ""} break-words`}
                >
                  {field.value === null || field.value === "" ? (
                    <span className="text-slate-500">—</span>
                  ) : field.format === "datetime" ? (
                    formatDateTime(String(field.value))
                  ) : (
                    field.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <div className="space-y-6">
          <Card title="Also held about this address" description={record.email}>
            {record.related.length === 0 ? (
              <p className="text-sm text-slate-600">Nothing else.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {record.related.map((item) => (
                  <li key={`${item.kind}-${item.id}`} className="py-2">
                    <Link
                      href={`/admin/${item.kind}/${item.id}`}
                      className="font-semibold text-navy-900 hover:text-brand-700 hover:underline"
                    >
                      {kindLabels[item.kind]} #{item.id}
                    </Link>
                    <span className="block text-xs text-slate-600">
                      {formatDateTime(item.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <RecordActions record={record} />
        </div>
      </div>
    </AdminShell>
  );
}
