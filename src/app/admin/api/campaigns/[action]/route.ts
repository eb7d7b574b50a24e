// POST /admin/api/campaigns/{save|test-send|send|schedule|unschedule|pause|resume|cancel|retry|rate}
import { handleCampaignAction } from "@/server/admin/handlers/campaigns";
import { routeMethods } from "@/server/http/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: handleCampaignAction,
});
