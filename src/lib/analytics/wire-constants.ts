/**
 * The zod-free half of the wire contract (wire.ts re-exports it): the constants and literal lists
 * the browser code needs at run time. Browser code imports from here, never from wire.ts, whose
 * schemas would bring zod into every page.
 */
import { consentRecordPath } from "@/content/consent";

export const BEACON_PATH = "/api/beacon";
/** Where each banner choice is posted as proof; the policies name it from the same constant. */
export const CONSENT_PATH = consentRecordPath;
/** Largest beacon or consent body the server reads. */
export const MAX_BEACON_BYTES = 8 * 1024;
/** Events in one beacon. */
export const MAX_BEACON_EVENTS = 20;
/** Hidden form field (and JSON key of `POST /api/waitlist`) carrying the sign-up's source as JSON. */
export const ATTRIBUTION_FIELD = "attribution";
/** Months raw events are kept before they are rolled up into daily figures and deleted. */
export const DEFAULT_ANALYTICS_RETENTION_MONTHS = 13;

export const viewportClasses = ["phone", "tablet", "desktop"] as const;
export type ViewportClass = (typeof viewportClasses)[number];

export const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
export type Utm = Partial<Record<(typeof utmKeys)[number], string>>;

export const funnelForms = ["waitlist", "contact"] as const;
export const funnelSteps = ["opened", "submitted", "success", "refused"] as const;

export const consentActions = ["accept", "reject", "customise", "withdraw"] as const;

export type FunnelForm = (typeof funnelForms)[number];
export type FunnelStep = (typeof funnelSteps)[number];
export type ConsentAction = (typeof consentActions)[number];
