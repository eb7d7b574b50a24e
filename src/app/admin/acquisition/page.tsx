import { AcquisitionView } from "@/components/admin/acquisition/acquisition-view";
import { AdminShell } from "@/components/admin/admin-shell";
import { RangeLinks } from "@/components/admin/range-links";
import { acquisitionRanges, parseAcquisitionRange } from "@/lib/analytics/acquisition";
import { requireAdminSession } from "@/server/admin/session";
import { getAcquisition } from "@/server/analytics/acquisition";

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
      actions={
        <RangeLinks
          label="Range"
          ranges={acquisitionRanges}
          current={days}
          href={(range) =>
            range === 28 ? "/admin/acquisition" : `/admin/acquisition?days=${range}`
          }
          look="raised"
        />
      }
    >
      <AcquisitionView acquisition={acquisition} />
    </AdminShell>
  );
}
