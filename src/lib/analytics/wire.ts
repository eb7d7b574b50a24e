/**
 * What the browser sends the site about a visit, and what the server accepts (decision
 * 024). The browser code imports only the types from here (never zod), so the beacon stays small;
 * the server parses every body with the schemas below and refuses anything else with a 4xx.
 */
import { z } from "zod";

import {
  consentActions,
  funnelForms,
  funnelSteps,
  MAX_BEACON_EVENTS,
  utmKeys,
  viewportClasses,
} from "./wire-constants";
import { keptUtm, utmValueRefusal } from "./utm-rule";

export * from "./wire-constants";

/**
 * A path on this site: starts with one "/", no query, no fragment, no scheme or host. A browser
 * sends `location.pathname`, which is percent-encoded, so only visible ASCII is ever real: a
 * control, bidi or format character, or a lone surrogate, was a forged beacon, shown in the
 * console or refused by the database with a logged error (session 54). The founders' console is
 * not the site: none of its pages is ever counted.
 */
const path = z
  .string()
  .max(200)
  .regex(/^\/(?!\/)[^?#]*$/)
  .regex(/^[\x21-\x7e]*$/)
  .refine((value) => !/^\/admin(\/|$)/i.test(value), "the console is not counted");
/** A host name only (the referrer's), never a URL. */
const host = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+$/i);
/** A UTM value the UTM rule keeps: never an e-mail address or a phone number (decision 084). */
const utmValue = z.string().refine((value) => utmValueRefusal(value) === null);
const utm = z.partialRecord(z.enum(utmKeys), utmValue);
/** A random id the browser keeps in sessionStorage for one tab's visit. */
const visitId = z.string().regex(/^[A-Za-z0-9_-]{16,32}$/);
const viewport = z.enum(viewportClasses);
const metric = (max: number) => z.number().finite().min(0).max(max);

const pageView = z.strictObject({
  type: z.literal("view"),
  path,
  referrer: host.optional(),
  utm: utm.optional(),
  viewport,
  /** First view of this path in this visit. */
  firstInVisit: z.boolean(),
});

const funnel = z.strictObject({
  type: z.literal("funnel"),
  form: z.enum(funnelForms),
  step: z.enum(funnelSteps),
  path,
});

/** Milliseconds, except CLS (unitless). Sent once per page view, on pagehide. */
const vitals = z.strictObject({
  type: z.literal("vitals"),
  path,
  viewport,
  lcp: metric(120_000).optional(),
  inp: metric(120_000).optional(),
  cls: metric(100).optional(),
  fcp: metric(120_000).optional(),
  ttfb: metric(120_000).optional(),
});

export const beaconEventSchema = z.discriminatedUnion("type", [pageView, funnel, vitals]);
export const beaconSchema = z.strictObject({
  v: z.literal(1),
  visit: visitId,
  events: z.array(beaconEventSchema).min(1).max(MAX_BEACON_EVENTS),
});

export const consentChoiceSchema = z.strictObject({
  v: z.literal(1),
  visit: visitId,
  /** `consentPolicyVersion` of the banner the visitor answered. */
  bannerVersion: z.number().int().min(1).max(1000),
  action: z.enum(consentActions),
  categories: z.strictObject({
    performance: z.boolean(),
    functionality: z.boolean(),
    marketing: z.boolean(),
  }),
});

/** Where a sign-up came from. Bad attribution is dropped, never a reason to refuse a sign-up. */
export const attributionSchema = z.strictObject({
  visit: visitId.optional(),
  /** First path of this visit. */
  landing: path.optional(),
  referrer: host.optional(),
  utm: utm.optional(),
  /** With marketing consent only: the first source ever seen in this browser (90 days). */
  firstTouch: z
    .strictObject({
      referrer: host.optional(),
      utm: utm.optional(),
      landing: path.optional(),
      firstSeen: z.iso.date(),
    })
    .optional(),
});

export type BeaconEvent = z.infer<typeof beaconEventSchema>;
export type Beacon = z.infer<typeof beaconSchema>;
export type ConsentChoice = z.infer<typeof consentChoiceSchema>;
export type Attribution = z.infer<typeof attributionSchema>;

/** Parses the attribution a form or JSON body carried (a JSON string or an object), or null. */
export function parseAttribution(raw: unknown): Attribution | null {
  let value = raw;
  if (typeof raw === "string") {
    if (raw.length === 0 || raw.length > 2048) return null;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = attributionSchema.safeParse(withoutRefusedUtm(value));
  return parsed.success ? parsed.data : null;
}

/**
 * The attribution with the UTM values the UTM rule refuses left out, so a sign-up keeps where it
 * landed when a campaign tag named a person; anything else wrong still drops it whole.
 */
function withoutRefusedUtm(value: unknown): unknown {
  const object = (x: unknown): x is Record<string, unknown> =>
    typeof x === "object" && x !== null && !Array.isArray(x);
  const clean = (holder: Record<string, unknown>) => {
    if (!object(holder.utm)) return holder;
    const { utm, ...rest } = holder;
    const kept = keptUtm(utm as Record<string, string>);
    return kept ? { ...rest, utm: kept } : rest;
  };
  if (!object(value)) return value;
  const cleaned = clean(value);
  return object(cleaned.firstTouch)
    ? { ...cleaned, firstTouch: clean(cleaned.firstTouch) }
    : cleaned;
}
