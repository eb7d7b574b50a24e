import type { Metadata } from "next";

import { PageHeader } from "@/components/content/page-header";
import { Note, PersonalPage } from "@/components/my-data/personal-page";
import { buttonClasses } from "@/components/ui/button-link";
import { myData } from "@/content/my-data";
import { decodeFieldErrors, type PersonalPageNote } from "@/lib/personal-page";
import { waitlistCorrectionSchema } from "@/lib/validation/schemas";
import { getPersonalData } from "@/server/people/data";
import { openPersonalLink } from "@/server/people/open-link";

// Rendered for each request from the link's own token; never cached, never indexed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: myData.pageTitle,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const notes = new Set<string>([
  "corrected",
  "deleted",
  "unsubscribed",
  "lifted",
  "missing",
  "failed",
]);
const correctionFields = Object.keys(waitlistCorrectionSchema.shape);

/** GET /my-data/view?token=: shows what we hold. Only reads; every change is a POST. */
export default async function PersonalDataPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = first(params.token) ?? "";
  const opened = await openPersonalLink(token);
  const done = first(params.done);
  const freshLink = (
    <a href="/my-data" className={`${buttonClasses("primary", "lg")} mt-6`}>
      Ask for a fresh link
    </a>
  );
  if (opened.status === "invalid") {
    return (
      <PageHeader title={myData.badLinkTitle}>
        <p>{myData.badLinkBody}</p>
        {freshLink}
      </PageHeader>
    );
  }
  if (opened.status === "closed") {
    // Right after the deletion too: the page it redirects to says it happened, and no more.
    return (
      <PageHeader title={myData.pageTitle}>
        {done === "deleted" && (
          <div className="mb-6">
            <Note note="deleted" />
          </div>
        )}
        <p>
          {myData.closedLink} {myData.closedLinkNext}
        </p>
        {freshLink}
      </PageHeader>
    );
  }
  const errors = decodeFieldErrors(first(params.errors), correctionFields);
  const entry = Number(first(params.entry));
  const data = await getPersonalData(opened.email);
  return (
    <>
      <PageHeader title={myData.pageTitle} />
      <div className="container-page pb-20">
        <div className="max-w-4xl">
          <PersonalPage
            data={data}
            token={token}
            note={done && notes.has(done) ? (done as PersonalPageNote) : undefined}
            step={first(params.step) === "delete" ? "delete" : undefined}
            refused={Object.keys(errors).length > 0 ? { entry, errors } : undefined}
          />
        </div>
      </div>
    </>
  );
}
