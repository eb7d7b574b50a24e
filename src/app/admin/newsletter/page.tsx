import { type ListPageProps, listPage } from "../_records/list-page";

export const metadata = { title: "Newsletter" };

export default async function AdminNewsletterPage(props: ListPageProps) {
  return listPage("newsletter", props);
}
