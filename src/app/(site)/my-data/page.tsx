import { PageHeader } from "@/components/content/page-header";
import { RequestLinkForm } from "@/components/my-data/request-link-form";
import { myData } from "@/content/my-data";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: myData.requestTitle,
  description: "See, download, correct or delete what Grafter holds about your e-mail address.",
  path: "/my-data",
  noindex: true,
});

/** Ask for a link to your own page: no account, the e-mailed link is the key. */
export default function MyDataPage() {
  return (
    <>
      <PageHeader title={myData.requestTitle} intro={myData.requestIntro} />
      <div className="container-page pb-20">
        <div className="max-w-xl">
          <RequestLinkForm />
        </div>
      </div>
    </>
  );
}
