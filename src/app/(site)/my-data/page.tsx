import { MyDataView } from "@/components/my-data/my-data-view";
import { myData } from "@/content/my-data";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: myData.requestTitle,
  description: myData.requestDescription,
  path: "/my-data",
  noindex: true,
});

/** Ask for a link to your own page: no account, the e-mailed link is the key. */
export default function MyDataPage() {
  return <MyDataView />;
}
