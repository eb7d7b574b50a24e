import { type CampaignState, type RecipientState, recipientStates } from "@/server/campaigns/store";

import type { BadgeTone } from "../records/badges";

type Labels<State extends string> = Record<State, { label: string; tone: BadgeTone }>;

export const campaignStateLabels: Labels<CampaignState> = {
  draft: { label: "Draft", tone: "neutral" },
  scheduled: { label: "Scheduled", tone: "brand" },
  sending: { label: "Sending", tone: "brand" },
  paused: { label: "Paused", tone: "warn" },
  cancelled: { label: "Cancelled", tone: "bad" },
  finished: { label: "Finished", tone: "good" },
};

export const recipientStateLabels: Labels<RecipientState> = {
  queued: { label: "Queued", tone: "neutral" },
  sent: { label: "Sent", tone: "good" },
  failed: { label: "Failed", tone: "bad" },
  bounced: { label: "Bounced", tone: "bad" },
  complained: { label: "Complained", tone: "bad" },
  unsubscribed: { label: "Unsubscribed", tone: "warn" },
  suppressed: { label: "Suppressed", tone: "warn" },
  cancelled: { label: "Cancelled", tone: "neutral" },
};

/**
 * The one line that says where a campaign stands and what a founder can do about it; a schedule
 * missed while the site was down waits for a person (decision 086), so it says so first.
 */
export function campaignStandingText(campaign: {
  state: CampaignState;
  scheduleMissedAt: string | null;
  counts: Record<RecipientState, number>;
}): string {
  const queued = campaign.counts.queued;
  switch (campaign.state) {
    case "draft":
      return "A draft: nothing is sent until you press Send now or schedule it.";
    case "scheduled":
      return campaign.scheduleMissedAt
        ? "Its time came while the site was down, so it was not sent. Send it now, or choose another time."
        : "Scheduled: it starts by itself at the time shown, unless you cancel the schedule.";
    case "sending":
      return `Sending: ${queued} still queued. Pause, cancel or change the rate at any time; it takes effect within one batch.`;
    case "paused":
      return `Paused: ${queued} still queued. Resume carries on with them alone; nobody gets it twice.`;
    case "cancelled":
      return "Cancelled: those not yet sent will not get it.";
    case "finished":
      return "Finished: every recipient has an outcome.";
  }
}

/** The states the list counts, in the order a campaign moves through them (cancelled is apart). */
export const countedStates = recipientStates.filter((state) => state !== "cancelled");
