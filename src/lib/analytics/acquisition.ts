/**
 * The Acquisition section's fixed choices, read by the server's queries and by the console's
 * components alike; kept out of src/server so the UI never imports server code for a constant.
 */

/** The console's ranges, in days ending today (UK). */
export const acquisitionRanges = [7, 28, 90, 365] as const;
export type AcquisitionRange = (typeof acquisitionRanges)[number];

export function parseAcquisitionRange(value: string | undefined): AcquisitionRange {
  return acquisitionRanges.find((range) => String(range) === value) ?? 28;
}

/** What web.dev calls good at the 75th percentile: LCP and INP in milliseconds, CLS unitless. */
export const goodVitals = { lcp: 2500, inp: 200, cls: 0.1 } as const;
