import { AcquisitionView } from "@/components/admin/acquisition/acquisition-view";
import { RangeNav } from "@/components/admin/acquisition/range-nav";
import { AdminShell } from "@/components/admin/admin-shell";
import { requireAdminSession } from "@/server/admin/session";
import { getAcquisition, parseAcquisitionRange } from "@/server/analytics/acquisition";

export const metadata = { title: "Acquisition" };

export default async function AdminAcquisitionPage({
  searchParams,
}: {
  searchParams: Promise<{ days?: string }>;
}) {
  await requireAdminSession();
  const days = parseAcquisitionRange((await searchParams).days);
  const acquisition = await getAcquisition(days);
  return (
    <AdminShell
      section="acquisition"
      title="Acquisition"
      description={`Where visitors come from and which pages bring sign-ups, over the last ${days} days.`}
      actions={<RangeNav days={days} />}
    >
      <AcquisitionView acquisition={acquisition} />
    </AdminShell>
  );
}
