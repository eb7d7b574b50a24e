import { Eye, Send } from "lucide-react";

import type { CampaignPage } from "@/server/admin/campaigns";

import { inputClass } from "../buttons";
import { Card } from "../card";
import { Field, InputField } from "../field";
import { Notice } from "../notice";
import { SubmitButton } from "../submit-button";

const frames = [
  { width: 375, label: "Phone" },
  { width: 1280, label: "Desktop" },
] as const;

/** A field in a row with its button: it takes the room left, up to a comfortable width. */
const rowFieldClass = "min-w-0 grow sm:max-w-md";

/**
 * The message as a named recipient gets it, at phone and desktop width: the HTML part in
 * sandboxed frames (no script, no same-origin, no navigation), and the text part. Choosing the
 * recipient is a GET form, so it works without scripts and the view can be bookmarked.
 */
export function PreviewPanel({ page }: { page: CampaignPage }) {
  const { campaign, preview, candidates } = page;
  const { mail } = preview;
  return (
    <>
      <Card
        title="Preview"
        description="Links to the recipient's own page and to unsubscribe are placeholders here and in tests: only the recipient's own message carries the real ones."
      >
        <form method="get" className="flex flex-wrap items-end gap-3">
          <Field id="preview-as" label="Preview as" className={rowFieldClass}>
            <select
              id="preview-as"
              name="as"
              defaultValue={preview.as ?? ""}
              className={inputClass}
              disabled={candidates.length === 0}
            >
              {candidates.length === 0 && <option value="">Nobody in the audience yet</option>}
              {candidates.map((email) => (
                <option key={email} value={email}>
                  {email}
                </option>
              ))}
            </select>
          </Field>
          <SubmitButton look="secondary" Icon={Eye}>
            Show the preview
          </SubmitButton>
        </form>
        {mail.unresolved.length > 0 && (
          <div className="mt-4">
            <Notice tone="warn">
              No value for {mail.unresolved.map((f) => `{{${f}}}`).join(", ")} for this recipient:
              the dry run refuses to send while any recipient has one missing.
            </Notice>
          </div>
        )}
        <dl className="mt-4 grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold text-slate-600">Subject</dt>
          <dd className="break-words text-navy-900">{mail.subject || "—"}</dd>
          <dt className="font-semibold text-slate-600">Preheader</dt>
          <dd className="break-words text-navy-900">{campaign.preheader || "—"}</dd>
        </dl>
        <div className="mt-4 space-y-6">
          {frames.map(({ width, label }) => (
            <figure key={width}>
              <figcaption className="text-sm font-semibold text-navy-900">
                {label} ({width} px)
              </figcaption>
              {/* Wider than a phone's screen: the frame scrolls sideways, by keyboard too. */}
              <div
                role="region"
                aria-label={`${label} preview`}
                tabIndex={0}
                className="mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-slate-50"
              >
                <iframe
                  title={`The message at ${label.toLowerCase()} width, ${width} px`}
                  srcDoc={mail.html}
                  sandbox=""
                  width={width}
                  height={720}
                  className="block bg-white"
                />
              </div>
            </figure>
          ))}
          <figure>
            <figcaption className="text-sm font-semibold text-navy-900">Text part</figcaption>
            <pre
              tabIndex={0}
              aria-label="Text part"
              className="mt-2 max-h-96 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-4 text-xs whitespace-pre-wrap text-navy-900"
            >
              {mail.text}
            </pre>
          </figure>
        </div>
      </Card>
      <Card
        title="Test send"
        description="Sends this message, marked [TEST] in its subject, to the address you type. Nobody in the audience gets anything, and no count changes."
      >
        <form
          action="/admin/api/campaigns/test-send"
          method="post"
          className="flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="id" value={campaign.id} />
          {preview.as && <input type="hidden" name="as" value={preview.as} />}
          <InputField
            id="test-to"
            name="to"
            label="Send a test to"
            className={rowFieldClass}
            type="email"
            required
            autoComplete="email"
          />
          <SubmitButton look="secondary" Icon={Send}>
            Send the test
          </SubmitButton>
        </form>
      </Card>
    </>
  );
}
