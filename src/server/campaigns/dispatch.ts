import "server-only";

import { CAMPAIGN_MESSAGE, pumpCampaigns } from "./pump";
import { composeCampaignMessage } from "./compose";
import { startDueSchedules } from "./schedule";
import { CAMPAIGN_TEST, composeTestMessage } from "./test-send";
import type { DispatcherOptions } from "../notifications/dispatcher";

/**
 * What the dispatcher needs to carry campaigns (decision 086): the pump it runs before each drain
 * and the composer of `campaign_message` rows. Wired in at start-up (src/server/startup.ts), so
 * the notifications folder never imports this one.
 */
export function campaignDispatch(): Required<Pick<DispatcherOptions, "composers" | "beforeDrain">> {
  return {
    beforeDrain: async (db) => {
      await startDueSchedules(db);
      await pumpCampaigns(db);
    },
    composers: {
      [CAMPAIGN_MESSAGE]: composeCampaignMessage,
      [CAMPAIGN_TEST]: composeTestMessage,
    },
  };
}
