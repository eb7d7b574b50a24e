import { type ListPageProps, listPage } from "../_records/list-page";

export const metadata = { title: "Waitlist" };

export default async function AdminWaitlistPage(props: ListPageProps) {
  return listPage("waitlist", props);
}
