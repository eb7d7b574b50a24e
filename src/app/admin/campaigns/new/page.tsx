import { AdminShell } from "@/components/admin/admin-shell";
import { DraftForm } from "@/components/admin/campaigns/draft-form";
import { postalAddressSet } from "@/server/admin/campaigns";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "New campaign" };

export default async function AdminNewCampaignPage() {
  await requireAdminSession();
  return (
    <AdminShell
      section="campaigns"
      title="New campaign"
      description="A draft: nothing is sent until you send or schedule it from its page."
    >
      <DraftForm campaign={null} postalAddressSet={postalAddressSet()} />
    </AdminShell>
  );
}
