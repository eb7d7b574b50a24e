// POST /api/consent: the proof of one cookie-banner choice (version, categories, time, visit id).
import { consentChoiceSchema } from "@/lib/analytics/wire";
import { analyticsEndpoint } from "@/server/http/analytics-endpoint";
import { storeConsentChoice } from "@/server/analytics/store";
import { routeMethods } from "@/server/http/methods";

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({
  POST: analyticsEndpoint(consentChoiceSchema, storeConsentChoice, "consent choice"),
});
