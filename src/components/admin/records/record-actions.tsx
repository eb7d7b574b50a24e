import { CheckCheck, MailPlus, NotebookPen, Undo2 } from "lucide-react";

import type { RecordDetail } from "@/server/admin/records/detail";

import { buttonStyles } from "../buttons";
import { Card } from "../card";
import { formatDateTime } from "../format";
import { Notice } from "../notice";
import { SubmitButton } from "../submit-button";

/** The outcome of the last action on this record, from the address it came back to. */
export type ActionFlags = { resend?: string; answered?: string; note?: string };

export function ActionNotices({ flags }: { flags: ActionFlags }) {
  return (
    <>
      {flags.resend === "sent" && (
        <Notice tone="success">The confirmation e-mail is on its way again.</Notice>
      )}
      {flags.resend === "confirmed" && (
        <Notice tone="info">This address is confirmed already; nothing was sent.</Notice>
      )}
      {flags.answered === "yes" && <Notice tone="success">Marked answered.</Notice>}
      {flags.answered === "no" && <Notice tone="info">Marked not answered.</Notice>}
      {flags.note === "added" && <Notice tone="success">Note added.</Notice>}
      {flags.note === "empty" && <Notice tone="error">Write the note before adding it.</Notice>}
    </>
  );
}

/** What the founders can do with this record besides erasing it, and their notes on it. */
export function RecordActions({ record }: { record: RecordDetail }) {
  const hidden = (
    <>
      <input type="hidden" name="kind" value={record.kind} />
      <input type="hidden" name="id" value={record.id} />
    </>
  );
  return (
    <>
      {record.awaitingConfirmation && (
        <Card
          title="Confirmation"
          description="The address is not confirmed yet, so it holds no founder place."
        >
          <form action="/admin/api/waitlist/resend" method="post">
            {hidden}
            <SubmitButton look="secondary" Icon={MailPlus}>
              Resend the confirmation e-mail
            </SubmitButton>
          </form>
        </Card>
      )}
      {record.kind === "contact" && (
        <Card
          title="Answer"
          description={
            record.answeredAt
              ? `Answered ${formatDateTime(record.answeredAt)}`
              : "Not marked answered yet."
          }
        >
          <form action="/admin/api/contact/answered" method="post">
            {hidden}
            <input type="hidden" name="answered" value={record.answeredAt ? "no" : "yes"} />
            <button type="submit" className={buttonStyles.secondary}>
              {record.answeredAt ? (
                <Undo2 aria-hidden="true" className="size-4" />
              ) : (
                <CheckCheck aria-hidden="true" className="size-4" />
              )}
              {record.answeredAt ? "Mark not answered" : "Mark answered"}
            </button>
          </form>
        </Card>
      )}
      {record.notes && (
        <Card title="Notes" description="Only the founders see these; they go with the record.">
          {record.notes.length > 0 && (
            <ul className="mb-4 divide-y divide-slate-100 text-sm">
              {record.notes.map((note) => (
                <li key={note.id} className="py-2">
                  <p className="break-words whitespace-pre-wrap text-navy-900">{note.body}</p>
                  <span className="text-xs text-slate-600">{formatDateTime(note.createdAt)}</span>
                </li>
              ))}
            </ul>
          )}
          <form action="/admin/api/notes" method="post" className="space-y-2">
            {hidden}
            <label htmlFor="note-body" className="block text-sm font-semibold text-navy-900">
              Add a note
            </label>
            <textarea
              id="note-body"
              name="body"
              required
              maxLength={2000}
              rows={3}
              className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-navy-900 shadow-sm"
            />
            <SubmitButton look="small" Icon={NotebookPen}>
              Add the note
            </SubmitButton>
          </form>
        </Card>
      )}
    </>
  );
}
