/**
 * How the site speaks of its launch. The quarter is configuration (LAUNCH_LABEL, read at build;
 * the specification's "Q4 2025" until it is set): once that quarter has ended, a page says
 * "launching soon" rather than print a date in the past, start-up warns and the console shows a
 * notice (docs/decisions/085-the-launch-quarter-is-configuration.md).
 */
import { launchLabel, launchLabelIsSet } from "@/lib/site-config";

export interface LaunchWords {
  /** The configured quarter, as typed ("Q2 2027"); shown only while it is ahead. */
  quarter: string;
  /** True once the quarter has ended: no page names it then. */
  passed: boolean;
  /** After "Launching" or "launches": "Q2 2027", or "soon". */
  label: string;
  /** After a verb ("is due", "plan to launch"): "in Q2 2027", or "soon". */
  when: string;
  /** "Q2 2027 launch", or "launch", as in "before the ... ". */
  named: string;
  /** The hero's figure and its caption. */
  figure: { value: string; label: string };
}

/** The first moment after the quarter (UTC): "Q4 2025" ends at 2026-01-01T00:00Z. */
export function quarterEnd(quarter: string): Date {
  const match = /^Q([1-4]) (\d{4})$/.exec(quarter);
  if (!match) throw new Error(`not a quarter: "${quarter}"`);
  return new Date(Date.UTC(Number(match[2]), Number(match[1]) * 3, 1));
}

export function launchWords(quarter: string, now: Date): LaunchWords {
  const passed = now.getTime() >= quarterEnd(quarter).getTime();
  return passed
    ? {
        quarter,
        passed,
        label: "soon",
        when: "soon",
        named: "launch",
        figure: { value: "Soon", label: "launching" },
      }
    : {
        quarter,
        passed,
        label: quarter,
        when: `in ${quarter}`,
        named: `${quarter} launch`,
        figure: { value: quarter, label: "launch" },
      };
}

/** This deployment's words, as of when the pages are built (or the server started). */
export const launch = launchWords(launchLabel, new Date());

/**
 * What the founders should hear about the launch quarter, or null when all is well: it is unset
 * (the specification's), or set and passed. Start-up logs it; the console's overview shows it.
 */
export function launchNotice(
  words: LaunchWords = launch,
  isSet: boolean = launchLabelIsSet,
): string | null {
  if (words.passed)
    return `${isSet ? "LAUNCH_LABEL" : `LAUNCH_LABEL is not set, and the specification's`} ${words.quarter} has passed, so the site says "launching soon". Set LAUNCH_LABEL to the launch quarter (such as Q2 2027) and rebuild.`;
  if (!isSet)
    return `LAUNCH_LABEL is not set: the site shows the specification's launch, ${words.quarter}. Set LAUNCH_LABEL to the launch quarter (such as Q2 2027) and rebuild.`;
  return null;
}
