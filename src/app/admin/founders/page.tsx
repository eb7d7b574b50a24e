import { AdminShell } from "@/components/admin/admin-shell";
import { FoundersView } from "@/components/admin/founders/founders-view";
import { listFounders } from "@/server/admin/founders";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Founders" };

export default async function AdminFoundersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  await requireAdminSession();
  const params = await searchParams;
  return (
    <AdminShell
      section="founders"
      title="Founders"
      description="The holders of the founder places, in place order, and where each one's invitation stands."
    >
      <FoundersView
        founders={await listFounders()}
        invited={params.invited === undefined ? null : Number(params.invited)}
        places={params.places ?? null}
      />
    </AdminShell>
  );
}
