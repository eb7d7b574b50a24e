import { CircleAlert, CircleCheck, Download, Trash2 } from "@/components/icons/stroke-icons";

import { buttonClasses } from "@/components/ui/button-link";
import { StaticPart } from "@/components/ui/static-part";
import { myData } from "@/content/my-data";
import { personalDownloadPath, personalPagePath, type PersonalPageNote } from "@/lib/personal-page";
import { messages } from "@/lib/validation/messages";
import { holdsNothing, type PersonalData } from "@/server/people/data";

import { EraseConfirm } from "./erase-confirm";
import { FreshWhenBack } from "./fresh-when-back";
import { HeldData } from "./held-data";

const notes: Record<PersonalPageNote, { text: string; ok: boolean }> = {
  corrected: { text: myData.corrected, ok: true },
  deleted: { text: myData.deleted, ok: true },
  unsubscribed: { text: myData.unsubscribed, ok: true },
  lifted: { text: myData.suppressionLifted, ok: true },
  missing: { text: myData.notFound, ok: false },
  failed: { text: "Something went wrong. Please try again later.", ok: false },
};

export function Note({ note }: { note: PersonalPageNote }) {
  const { text, ok } = notes[note];
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <div
      role={ok ? "status" : "alert"}
      className={`flex gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${
        ok ? "border-green-300 bg-green-50 text-green-800" : "border-red-300 bg-red-50 text-red-800"
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p suppressHydrationWarning>{text}</p>
    </div>
  );
}

/**
 * The page an opened link shows: what is held, and download, correct and delete. What no script
 * acts on is a static part, and the words React does hydrate it takes as they are, so a page Chrome
 * translated before its scripts ran keeps its translation (decision 075).
 */
export function PersonalPage({
  data,
  token,
  note,
  step,
  refused,
}: {
  data: PersonalData;
  token: string;
  note?: PersonalPageNote;
  step?: "delete";
  refused?: { entry: number; errors: Record<string, string> };
}) {
  const empty = holdsNothing(data);
  return (
    <div className="space-y-6">
      <FreshWhenBack />
      <StaticPart>
        <p className="text-slate-700">
          Everything we hold about the address{" "}
          <strong className="text-navy-900">{data.email}</strong> (and its variants with a +tag, or
          with dots at Gmail).
        </p>
      </StaticPart>
      {note && <Note note={note} />}
      {empty ? (
        <p
          className="rounded-2xl bg-slate-50 p-6 text-lg font-semibold text-navy-900"
          suppressHydrationWarning
        >
          {myData.nothingHeld}
        </p>
      ) : step === "delete" ? (
        <StaticPart>
          <EraseConfirm token={token} />
        </StaticPart>
      ) : (
        <>
          <StaticPart>
            <div className="flex flex-wrap gap-3">
              <a
                href={personalDownloadPath(token)}
                download
                className={buttonClasses("primary", "lg")}
              >
                <Download aria-hidden="true" className="size-4" />
                Download all of it (JSON)
              </a>
              <a
                href={personalPagePath(token, { step: "delete" })}
                className={buttonClasses("secondary", "lg")}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Delete everything
              </a>
            </div>
          </StaticPart>
          {refused && (
            <div
              role="alert"
              className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
              suppressHydrationWarning
            >
              {messages.invalid}
            </div>
          )}
          <HeldData data={data} token={token} refused={refused} />
        </>
      )}
    </div>
  );
}
