import { recordPage, type RecordPageProps } from "@/components/admin/records/record-page";

export const metadata = { title: "Contact record" };

export default async function AdminContactRecordPage(props: RecordPageProps) {
  return recordPage("contact", props);
}
