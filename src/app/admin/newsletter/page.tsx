import { AdminShell } from "@/components/admin/admin-shell";
import { NewsletterTable } from "@/components/admin/records/newsletter-table";
import { RecordsView } from "@/components/admin/records/records-view";
import { listNewsletter } from "@/server/admin/records/list";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Newsletter" };

export default async function AdminNewsletterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminSession();
  const page = await listNewsletter(await searchParams);
  return (
    <AdminShell
      section="newsletter"
      title="Newsletter subscriptions"
      description="Double opt-in: only confirmed addresses may be sent the newsletter."
    >
      <RecordsView kind="newsletter" page={page}>
        <NewsletterTable page={page} />
      </RecordsView>
    </AdminShell>
  );
}
