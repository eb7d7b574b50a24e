import { describe, expect, it } from "vitest";

import {
  choiceLabel,
  contactFieldNames,
  correctableFieldNames,
  isChoiceField,
  waitlistFieldNames,
} from "./fields";
import { contactSchema, waitlistCorrectionSchema, waitlistSchema } from "./schemas";

describe("the forms' field lists", () => {
  it.each([
    ["waitlist", waitlistFieldNames, waitlistSchema],
    ["contact", contactFieldNames, contactSchema],
    ["correction", correctableFieldNames, waitlistCorrectionSchema],
  ])("are the %s schema's fields, in the same order", (_form, names, schema) => {
    expect(names).toEqual(Object.keys(schema.shape));
  });

  it("leaves the e-mail address out of what a person may correct", () => {
    expect(correctableFieldNames).not.toContain("email");
  });

  it("labels a stored choice in the form's words, and shows an unknown one as stored", () => {
    expect(waitlistFieldNames.filter(isChoiceField)).toEqual([
      "trade",
      "company_size",
      "interested_plan",
    ]);
    expect(choiceLabel("trade", "electrician")).toBe("Electrician");
    expect(choiceLabel("company_size", "6-20")).toBe("6-20 people");
    expect(choiceLabel("interested_plan", "undecided")).toBe("Not sure yet");
    expect(choiceLabel("trade", "astronaut")).toBe("astronaut");
    expect(choiceLabel("company_size", undefined)).toBe("");
  });
});
