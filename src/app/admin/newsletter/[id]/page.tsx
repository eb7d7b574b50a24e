import { recordPage, type RecordPageProps } from "@/components/admin/records/record-page";

export const metadata = { title: "Newsletter record" };

export default async function AdminNewsletterRecordPage(props: RecordPageProps) {
  return recordPage("newsletter", props);
}
