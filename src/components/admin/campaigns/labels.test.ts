import { describe, expect, it } from "vitest";

import { campaignStates, recipientStates } from "@/server/campaigns/store";

import { londonInputValue } from "../format";
import {
  campaignStandingText,
  campaignStateLabels,
  countedStates,
  recipientStateLabels,
} from "./labels";

const counts = (queued: number) =>
  ({ ...Object.fromEntries(recipientStates.map((s) => [s, 0])), queued }) as Record<
    (typeof recipientStates)[number],
    number
  >;

describe("campaign words", () => {
  it("name every state the server stores, in its order", () => {
    expect(Object.keys(campaignStateLabels)).toEqual([...campaignStates]);
    expect(Object.keys(recipientStateLabels)).toEqual([...recipientStates]);
    expect(campaignStateLabels.draft).toEqual({ label: "Draft", tone: "neutral" });
    expect(campaignStateLabels.sending).toEqual({ label: "Sending", tone: "brand" });
    expect(recipientStateLabels.bounced).toEqual({ label: "Bounced", tone: "bad" });
    expect(recipientStateLabels.unsubscribed).toEqual({ label: "Unsubscribed", tone: "warn" });
  });

  it("count the seven states a founder follows, cancelled apart", () => {
    expect(countedStates).toEqual(recipientStates.filter((s) => s !== "cancelled"));
  });

  it("say a schedule missed while the site was down waits for a founder", () => {
    expect(
      campaignStandingText({
        state: "scheduled",
        scheduleMissedAt: "2027-03-28T09:00:00Z",
        counts: counts(0),
      }),
    ).toBe(
      "Its time came while the site was down, so it was not sent. Send it now, or choose another time.",
    );
    expect(
      campaignStandingText({ state: "scheduled", scheduleMissedAt: null, counts: counts(0) }),
    ).toMatch(/^Scheduled: it starts by itself/);
  });

  it("say how many are still queued while sending or paused", () => {
    expect(
      campaignStandingText({ state: "paused", scheduleMissedAt: null, counts: counts(12) }),
    ).toBe("Paused: 12 still queued. Resume carries on with them alone; nobody gets it twice.");
    expect(
      campaignStandingText({ state: "sending", scheduleMissedAt: null, counts: counts(3) }),
    ).toMatch(/^Sending: 3 still queued\./);
  });
});

describe("a schedule's time in the form", () => {
  it("reads in UK time on either side of the clock change", () => {
    // 28 March 2027: clocks go forward at 01:00 UTC.
    expect(londonInputValue("2027-03-28T00:30:00Z")).toBe("2027-03-28T00:30");
    expect(londonInputValue("2027-03-28T08:00:00Z")).toBe("2027-03-28T09:00");
    expect(londonInputValue(null)).toBe("");
  });
});
