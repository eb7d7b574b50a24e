import "server-only";

import { consentChoiceSchema } from "@/lib/analytics/wire";

import { storeConsentChoice } from "../analytics/store";
import { analyticsEndpoint, type StorageBounds } from "./analytics-endpoint";

/**
 * Consent choices one client may store in an hour, per instance (decision 084): a visitor answers
 * the banner once and may change the choice a few times; an address may be many visitors.
 */
export const CONSENT_BOUNDS: StorageBounds = {
  perAddress: { records: 240, bytes: 240 * 1024 },
  perVisit: { records: 20, bytes: 20 * 1024 },
};

/** POST /api/consent: the proof of one banner choice. */
export const consentPost = analyticsEndpoint(
  consentChoiceSchema,
  storeConsentChoice,
  "consent choice",
  CONSENT_BOUNDS,
);
