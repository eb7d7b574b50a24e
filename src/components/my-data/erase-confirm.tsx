import { Trash2 } from "@/components/icons/stroke-icons";

import { buttonClasses } from "@/components/ui/button-link";
import { EraseConfirmFields } from "@/components/ui/erase-confirm-fields";
import { myData } from "@/content/my-data";
import { personalPagePath } from "@/lib/personal-page";

/** The one confirmation step before deleting: a form that posts, with or without JavaScript. */
export function EraseConfirm({ token }: { token: string }) {
  return (
    <section
      aria-labelledby="erase-title"
      className="rounded-2xl border border-red-200 bg-red-50 p-5 sm:p-6"
    >
      <h2 id="erase-title" className="text-lg font-bold text-red-900">
        {myData.deleteTitle}
      </h2>
      <p className="mt-2 text-sm text-red-900">{myData.deleteBody}</p>
      <form method="post" action="/my-data/erase" className="mt-4 space-y-4">
        <EraseConfirmFields
          subject={["token", token]}
          checkboxName="understood"
          labelClassName="text-red-900"
        >
          I understand this deletes everything at once and cannot be undone.
        </EraseConfirmFields>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="inline-flex min-h-12 items-center gap-2 rounded-lg bg-red-700 px-6 py-2 font-semibold text-white hover:bg-red-800"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {myData.deleteButton}
          </button>
          <a href={personalPagePath(token)} className={buttonClasses("secondary", "lg")}>
            Keep my data
          </a>
        </div>
      </form>
    </section>
  );
}
