import { describe, expect, it } from "vitest";

import { draftErrorText, draftFromForm, targetValue } from "./campaign-form";

describe("the campaign draft form", () => {
  it("reads purpose and audience from the one choice of an allowed pair", () => {
    const input = draftFromForm({
      target: targetValue("launch_announcement", "launch_news"),
      subject: "We're live",
      body: "Hi {{first_name}}\r\n\r\nIt's here.",
      rate: "120",
      trade: "electrician",
      placeFrom: "",
    });
    expect(input).toMatchObject({
      purpose: "launch_announcement",
      audience: "launch_news",
      subject: "We're live",
      bodyMarkdown: "Hi {{first_name}}\n\nIt's here.",
      ratePerMinute: 120,
      filters: { trade: "electrician" },
    });
  });

  it("leaves a missing rate as no number, which the draft's check refuses", () => {
    expect(Number.isNaN(draftFromForm({ target: "marketing/newsletter" }).ratePerMinute)).toBe(
      true,
    );
  });

  it("names each refused field in words", () => {
    expect(
      draftErrorText({ subject: "At most 200 characters.", placeTo: "A place from 1 to 100." }),
    ).toBe(
      "The draft was not saved.\nSubject: At most 200 characters.\nTo place: A place from 1 to 100.\nGo back to correct it: what you typed is kept.",
    );
  });
});
