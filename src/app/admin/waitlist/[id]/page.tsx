import { recordPage, type RecordPageProps } from "../../_records/record-page";

export const metadata = { title: "Waitlist record" };

export default async function AdminWaitlistRecordPage(props: RecordPageProps) {
  return recordPage("waitlist", props);
}
