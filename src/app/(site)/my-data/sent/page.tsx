import { MyDataView } from "@/components/my-data/my-data-view";
import { myData } from "@/content/my-data";
import { formAnswers } from "@/lib/form-answers";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: myData.requestTitle,
  description: myData.requestDescription,
  path: formAnswers.personalLink.path,
  noindex: true,
});

/** Where a request for a link posted without JavaScript lands: the answer in place of the form. */
export default function MyDataSentPage() {
  return <MyDataView answered />;
}
