import { recordPage, type RecordPageProps } from "../../_records/record-page";

export const metadata = { title: "Contact record" };

export default async function AdminContactRecordPage(props: RecordPageProps) {
  return recordPage("contact", props);
}
