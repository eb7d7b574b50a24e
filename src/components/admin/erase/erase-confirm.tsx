import { Trash2 } from "lucide-react";
import Link from "next/link";

import { EraseConfirmFields } from "@/components/ui/erase-confirm-fields";
import type { ErasurePreview } from "@/server/people/erasure";

import { buttonStyles } from "../buttons";
import { Card } from "../card";
import { formatCount, plural } from "../format";
import { SubmitButton } from "../submit-button";

const rows = [
  ["waitlist", "Waitlist sign-ups"],
  ["contact", "Contact messages"],
  ["newsletter", "Newsletter subscriptions"],
  ["people", "Confirmation and founder place"],
  ["outbox", "Notifications in the outbox"],
  ["mailFiles", "Mail files (DATA_DIR/mail)"],
] as const;

/** Step 2: what would go, and the confirmation form (the only form that posts confirm=yes). */
export function EraseConfirm({ preview }: { preview: ErasurePreview }) {
  return (
    <Card
      title={`Held about ${preview.email}`}
      description="Every table, matched on the normalised address."
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {rows.map(([key, label]) => (
          <div key={key} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-navy-900 tabular-nums">
              {formatCount(preview.counts[key])}
            </dd>
          </div>
        ))}
      </dl>
      {preview.total === 0 ? (
        <p className="mt-5 text-sm text-slate-700">
          Nothing is held about this address.{" "}
          <Link
            href="/admin/erase"
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Look up another
          </Link>
        </p>
      ) : (
        <form action="/admin/api/erase" method="post" className="mt-5 space-y-4">
          <EraseConfirmFields
            subject={["email", preview.email]}
            checkboxName="checked"
            labelClassName="rounded-xl border border-red-200 bg-red-50 p-3 text-red-900"
          >
            I have checked that this request comes from the person who owns this address. Erasing
            cannot be undone: everything counted above is removed at once, and the audit log keeps
            only the counts and a salted hash.
          </EraseConfirmFields>
          <p className="text-xs text-slate-600">
            The <code>.eml</code> files the file transport wrote about this address go too. Copies
            already e-mailed (the founders&apos; inbox) are outside the site: delete them there.
          </p>
          <div className="flex flex-wrap gap-2">
            <SubmitButton look="danger" Icon={Trash2}>
              Erase {plural(preview.total, "record")}
            </SubmitButton>
            <Link href="/admin/erase" className={buttonStyles.secondary}>
              Cancel
            </Link>
          </div>
        </form>
      )}
    </Card>
  );
}
