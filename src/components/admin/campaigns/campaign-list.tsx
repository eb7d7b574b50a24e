import { Plus } from "lucide-react";
import Link from "next/link";

import type { CampaignSummary } from "@/server/admin/campaigns";
import { audienceLabels, purposeLabels } from "@/server/campaigns/purpose";

import { buttonStyles } from "../buttons";
import { Card } from "../card";
import { type Column, DataTable, dateCellClass, HeadCell, numberCellClass } from "../data-table";
import { formatCount, formatDateTime } from "../format";
import { Badge } from "../records/badges";
import { campaignStateLabels, countedStates, recipientStateLabels } from "./labels";

export const campaignTitle = (campaign: Pick<CampaignSummary, "name" | "subject" | "id">) =>
  campaign.name || campaign.subject || `Campaign ${campaign.id}`;

const columns: Column<CampaignSummary>[] = [
  {
    head: <HeadCell>Campaign</HeadCell>,
    cell: (row) => (
      <>
        <Link
          href={`/admin/campaigns/${row.id}`}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {campaignTitle(row)}
        </Link>
        <span className="block text-xs text-slate-500">
          {purposeLabels[row.purpose]} · {audienceLabels[row.audience]}
        </span>
      </>
    ),
  },
  {
    head: <HeadCell>Status</HeadCell>,
    cell: (row) => (
      <>
        <Badge tone={campaignStateLabels[row.state].tone}>
          {campaignStateLabels[row.state].label}
        </Badge>
        {row.state === "scheduled" && (
          <span className="block text-xs whitespace-nowrap text-slate-500">
            {row.scheduleMissedAt ? "Missed: waits for you" : formatDateTime(row.scheduledAt)}
          </span>
        )}
      </>
    ),
  },
  ...countedStates.map((state): Column<CampaignSummary> => ({
    head: <HeadCell numeric>{recipientStateLabels[state].label}</HeadCell>,
    cell: (row) => formatCount(row.counts[state]),
    className: numberCellClass,
  })),
  {
    head: <HeadCell>Created</HeadCell>,
    cell: (row) => formatDateTime(row.createdAt),
    className: dateCellClass,
  },
];

/** Every campaign with its status and its recipients counted per state. */
export function CampaignList({ campaigns }: { campaigns: CampaignSummary[] }) {
  return (
    <Card
      title="Campaigns"
      padded={false}
      action={
        <Link href="/admin/campaigns/new" className={buttonStyles.primary}>
          <Plus aria-hidden="true" className="size-4" />
          New campaign
        </Link>
      }
    >
      <DataTable
        rows={campaigns}
        minWidth="min-w-5xl"
        caption="Campaigns and their recipients per state"
        empty="No campaign yet: start with a new draft."
        columns={columns}
      />
    </Card>
  );
}
