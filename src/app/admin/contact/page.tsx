import { type ListPageProps, listPage } from "../_records/list-page";

export const metadata = { title: "Contact messages" };

export default async function AdminContactPage(props: ListPageProps) {
  return listPage("contact", props);
}
