import { PageHeader } from "@/components/content/page-header";
import { SubmittedPanel } from "@/components/forms/form-status";
import { myData } from "@/content/my-data";
import { formAnswers } from "@/lib/form-answers";

import { RequestLinkForm } from "./request-link-form";

/**
 * /my-data: ask for a link to your own page. `answered`: /my-data/sent, where a request posted
 * without JavaScript lands (decision 048).
 */
export function MyDataView({ answered = false }: { answered?: boolean }) {
  return (
    <>
      <PageHeader title={myData.requestTitle} intro={myData.requestIntro} />
      <div className="container-page pb-20">
        <div className="max-w-xl">
          {answered ? <SubmittedPanel answer={formAnswers.personalLink} /> : <RequestLinkForm />}
        </div>
      </div>
    </>
  );
}
