import { notFound } from "next/navigation";

import { AdminShell } from "@/components/admin/admin-shell";
import { campaignTitle } from "@/components/admin/campaigns/campaign-list";
import { RecipientsView } from "@/components/admin/campaigns/recipients-view";
import { campaignSummary, recipientPage } from "@/server/admin/campaigns";

import { type IdQueryProps, signedInQuery } from "../../../_console/signed-in";

export const metadata = { title: "Campaign recipients" };

export default async function AdminCampaignRecipientsPage(props: IdQueryProps) {
  const query = await signedInQuery(props);
  const campaign = await campaignSummary(Number((await props.params).id));
  if (!campaign) notFound();
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
