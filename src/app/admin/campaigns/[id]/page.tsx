import { notFound } from "next/navigation";

import { AdminShell } from "@/components/admin/admin-shell";
import { campaignTitle } from "@/components/admin/campaigns/campaign-list";
import { type CampaignFlags, CampaignView } from "@/components/admin/campaigns/campaign-view";
import { campaignPage } from "@/server/admin/campaigns";
import { requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Campaign" };

export default async function AdminCampaignPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  await requireAdminSession();
  const query = await searchParams;
  const page = await campaignPage(Number((await params).id), {
    as: query.as ?? null,
    withDryRun: query.dryrun === "1",
  });
  if (!page) notFound();
  return (
    <AdminShell section="campaigns" title={campaignTitle(page.campaign)}>
      <CampaignView page={page} flags={query as CampaignFlags} />
    </AdminShell>
  );
}
