import { describe, expect, it } from "vitest";

import { canarySize, pauseReasonFor } from "./canary";

describe("the canary", () => {
  it("is the first 5% of the recipients, at least 20, at most all of them", () => {
    expect(canarySize(10)).toBe(10);
    expect(canarySize(100)).toBe(20);
    expect(canarySize(401)).toBe(21);
    expect(canarySize(10_000)).toBe(500);
  });

  it("pauses when hard bounces pass 2% of the messages sent, not at 2%", () => {
    expect(pauseReasonFor({ sent: 50, hardBounces: 1, complaints: 0 })).toBeNull();
    expect(pauseReasonFor({ sent: 50, hardBounces: 2, complaints: 0 })).toBe(
      "Paused by itself: 2 hard bounces of 50 sent (4.0%), over the 2% limit. Check where the addresses came from before you resume.",
    );
    expect(pauseReasonFor({ sent: 0, hardBounces: 0, complaints: 0 })).toBeNull();
  });

  it("pauses on any complaint, and says so first", () => {
    expect(pauseReasonFor({ sent: 1000, hardBounces: 100, complaints: 1 })).toBe(
      "Paused by itself: a recipient marked it as spam (1 of 1000 sent). Read the message again before you resume.",
    );
  });
});
