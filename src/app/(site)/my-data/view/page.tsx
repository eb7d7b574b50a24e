import type { Metadata } from "next";

import { PageHeader } from "@/components/content/page-header";
import { PersonalPage } from "@/components/my-data/personal-page";
import { RequestLinkForm } from "@/components/my-data/request-link-form";
import { myData } from "@/content/my-data";
import type { PersonalPageNote } from "@/lib/personal-page";
import { getPersonalData } from "@/server/people/data";
import { openPersonalToken } from "@/server/people/link";

// Rendered for each request from the link's own token; never cached, never indexed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: myData.pageTitle,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const isNote = (value: string | undefined): value is PersonalPageNote =>
  value === "corrected" || value === "deleted" || value === "failed";

/** GET /my-data/view?token=: shows what we hold. Only reads; every change is a POST. */
export default async function PersonalDataPage({ searchParams }: Props) {
  const params = await searchParams;
  const token = first(params.token) ?? "";
  const opened = openPersonalToken(token);
  if (!opened) {
    return (
      <>
        <PageHeader title={myData.badLinkTitle}>
          <p>{myData.badLinkBody}</p>
        </PageHeader>
        <div className="container-page max-w-xl pb-20">
          <RequestLinkForm />
        </div>
      </>
    );
  }
  const done = first(params.done);
  const data = await getPersonalData(opened.email);
  return (
    <>
      <PageHeader title={myData.pageTitle} />
      <div className="container-page max-w-4xl pb-20">
        <PersonalPage
          data={data}
          token={token}
          note={isNote(done) ? done : undefined}
          step={first(params.step) === "delete" ? "delete" : undefined}
        />
      </div>
    </>
  );
}
