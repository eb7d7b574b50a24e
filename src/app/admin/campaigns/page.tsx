import { AdminShell } from "@/components/admin/admin-shell";
import { CampaignList } from "@/components/admin/campaigns/campaign-list";
import { campaignList } from "@/server/admin/campaigns";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Campaigns" };

export default async function AdminCampaignsPage() {
  await requireAdminSession();
  return (
    <AdminShell
      section="campaigns"
      title="Campaigns"
      description="Newsletters, launch announcements and founder invitations, and where each recipient stands."
    >
      <CampaignList campaigns={await campaignList()} />
    </AdminShell>
  );
}
