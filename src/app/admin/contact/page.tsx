import { type ListPageProps, listPage } from "@/components/admin/records/list-page";

export const metadata = { title: "Contact messages" };

export default async function AdminContactPage(props: ListPageProps) {
  return listPage("contact", props);
}
