import { notFound, redirect } from "next/navigation";

import { AdminShell } from "@/components/admin/admin-shell";
import { campaignTitle } from "@/components/admin/campaigns/campaign-list";
import { DraftForm } from "@/components/admin/campaigns/draft-form";
import { campaignSummary, postalAddressSet } from "@/server/admin/campaigns";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Edit campaign" };

export default async function AdminEditCampaignPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  await requireAdminSession();
  const campaign = await campaignSummary(Number((await params).id));
  if (!campaign) notFound();
  // Editing is locked once sending starts: its own page says so.
  if (campaign.state !== "draft") redirect(`/admin/campaigns/${campaign.id}?locked=1`);
  return (
    <AdminShell section="campaigns" title={`Edit: ${campaignTitle(campaign)}`}>
      <DraftForm campaign={campaign} postalAddressSet={postalAddressSet()} />
    </AdminShell>
  );
}
