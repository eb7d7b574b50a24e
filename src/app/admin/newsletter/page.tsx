import { type ListPageProps, listPage } from "@/components/admin/records/list-page";

export const metadata = { title: "Newsletter" };

export default async function AdminNewsletterPage(props: ListPageProps) {
  return listPage("newsletter", props);
}
