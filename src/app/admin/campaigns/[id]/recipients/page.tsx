import { notFound } from "next/navigation";

import { AdminShell } from "@/components/admin/admin-shell";
import { campaignTitle } from "@/components/admin/campaigns/campaign-list";
import { RecipientsView } from "@/components/admin/campaigns/recipients-view";
import { campaignSummary, recipientPage } from "@/server/admin/campaigns";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Campaign recipients" };

export default async function AdminCampaignRecipientsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  await requireAdminSession();
  const campaign = await campaignSummary(Number((await params).id));
  if (!campaign) notFound();
  const query = await searchParams;
  const recipients = await recipientPage(campaign.id, Number(query.page ?? 1), query.state);
  return (
    <AdminShell
      section="campaigns"
      title={`Recipients: ${campaignTitle(campaign)}`}
      description="Each recipient's state and when it got there. An erased person's row stays, without the address, so the counts stay true."
    >
      <RecipientsView campaignId={campaign.id} recipients={recipients} counts={campaign.counts} />
    </AdminShell>
  );
}
