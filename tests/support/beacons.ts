/**
 * Beacon bodies as the site's browser code sends them (src/lib/analytics/wire.ts is the contract),
 * for the unit, integration and browser tests that feed the analytics endpoints.
 */

/** A visit's first page view, on a phone unless `extra` says otherwise (utm, referrer...). */
export const firstView = (path: string, extra: Record<string, unknown> = {}) => ({
  type: "view",
  path,
  viewport: "phone",
  firstInVisit: true,
  ...extra,
});

/** A beacon that carries nothing but a visit's first view. */
export const landingBeacon = (
  visit: string,
  path: string,
  extra: Record<string, unknown> = {},
) => ({
  v: 1,
  visit,
  events: [firstView(path, extra)],
});
