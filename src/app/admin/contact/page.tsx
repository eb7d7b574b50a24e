import { AdminShell } from "@/components/admin/admin-shell";
import { ContactTable } from "@/components/admin/records/contact-table";
import { RecordsView } from "@/components/admin/records/records-view";
import { listContact } from "@/server/admin/records/list";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Contact messages" };

export default async function AdminContactPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminSession();
  const page = await listContact(await searchParams);
  return (
    <AdminShell
      section="contact"
      title="Contact messages"
      description="What people wrote through the contact form."
    >
      <RecordsView kind="contact" page={page}>
        <ContactTable page={page} />
      </RecordsView>
    </AdminShell>
  );
}
