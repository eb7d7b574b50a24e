import { AdminShell } from "@/components/admin/admin-shell";
import { RecordsView } from "@/components/admin/records/records-view";
import { WaitlistTable } from "@/components/admin/records/waitlist-table";
import { listWaitlist } from "@/server/admin/records/list";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Waitlist" };

export default async function AdminWaitlistPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdminSession();
  const page = await listWaitlist(await searchParams);
  return (
    <AdminShell section="waitlist" title="Waitlist" description="Every sign-up, newest first.">
      <RecordsView kind="waitlist" page={page}>
        <WaitlistTable page={page} />
      </RecordsView>
    </AdminShell>
  );
}
