import { recordPage, type RecordPageProps } from "../../_records/record-page";

export const metadata = { title: "Newsletter record" };

export default async function AdminNewsletterRecordPage(props: RecordPageProps) {
  return recordPage("newsletter", props);
}
