import { notFound } from "next/navigation";

import { AdminShell } from "@/components/admin/admin-shell";
import { campaignTitle } from "@/components/admin/campaigns/campaign-list";
import { type CampaignFlags, CampaignView } from "@/components/admin/campaigns/campaign-view";
import { campaignPage } from "@/server/admin/campaigns";

import { type IdQueryProps, signedInQuery } from "../../_console/signed-in";

export const metadata = { title: "Campaign" };

export default async function AdminCampaignPage(props: IdQueryProps) {
  const query = await signedInQuery(props);
  const page = await campaignPage(Number((await props.params).id), {
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
