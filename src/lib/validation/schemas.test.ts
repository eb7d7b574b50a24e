import { describe, expect, it } from "vitest";

import { limits } from "./constants";
import { messages } from "./messages";
import { companySizes, interestedPlans, trades } from "./options";
import {
  check,
  contactSchema,
  fieldErrors,
  newsletterSchema,
  sourceText,
  waitlistSchema,
} from "./schemas";

const validWaitlist = {
  name: "Sam Carter",
  email: "sam@example.co.uk",
  company: "Carter Electrical",
  trade: "electrician",
  company_size: "6-20",
  interested_plan: "professional",
  back_office_users: "2",
  field_users: "8",
};

describe("option lists (spec section 3)", () => {
  it("has the nine trades, five company sizes and four plans", () => {
    // The spec's own lines, word for word and in its order.
    const spec = {
      trades:
        "electrician, plumber, carpenter, decorator, roofer, groundworker, bricklayer, plasterer, other",
      companySizes: "1-5, 6-20, 21-50, 51-200, 201+",
      interestedPlans: "starter, professional, enterprise, undecided",
    };
    expect(trades.join(", ")).toBe(spec.trades);
    expect(companySizes.join(", ")).toBe(spec.companySizes);
    expect(interestedPlans.join(", ")).toBe(spec.interestedPlans);
    expect([trades.length, companySizes.length, interestedPlans.length]).toEqual([9, 5, 4]);
  });
});

describe("waitlistSchema", () => {
  it("accepts a valid sign-up, trims text and fills optional fields with empty text", () => {
    const parsed = waitlistSchema.parse({ ...validWaitlist, name: "  Sam Carter " });
    expect(parsed).toMatchObject({
      name: "Sam Carter",
      back_office_users: 2,
      field_users: 8,
      current_software: "",
      additional_notes: "",
    });
  });

  it("turns non-numeric user counts into 0, so back-office users then fail the minimum of 1", () => {
    const result = waitlistSchema.safeParse({
      ...validWaitlist,
      back_office_users: "lots",
      field_users: "abc",
    });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors.back_office_users).toBe("Back-office users must be at least 1");
    expect(errors.field_users).toBeUndefined();
    expect(waitlistSchema.parse({ ...validWaitlist, field_users: "many" }).field_users).toBe(0);
  });

  it("names every missing required field, not only the first", () => {
    const result = waitlistSchema.safeParse({});
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(
      [
        "back_office_users",
        "company",
        "company_size",
        "email",
        "interested_plan",
        "name",
        "trade",
      ].sort(),
    );
  });

  it("refuses values outside the option lists", () => {
    for (const [field, value] of [
      ["trade", "astronaut"],
      ["company_size", "7"],
      ["interested_plan", "free"],
    ]) {
      const result = waitlistSchema.safeParse({ ...validWaitlist, [field!]: value });
      expect(result.success, field).toBe(false);
      expect(fieldErrors(result.error!)[field!]).toMatch(/^Choose /);
    }
  });

  it("refuses over-long fields, negative and fractional counts, and bad e-mails", () => {
    const cases: [string, unknown, string][] = [
      ["name", "x".repeat(limits.name + 1), `Name must be at most ${limits.name} characters`],
      [
        "additional_notes",
        "x".repeat(limits.additionalNotes + 1),
        "Additional notes must be at most 2000 characters",
      ],
      ["field_users", -1, "Field users must be at least 0"],
      ["back_office_users", 1.5, "Back-office users must be a whole number"],
      ["email", "not-an-email", "Enter a valid email address"],
    ];
    for (const [field, value, message] of cases) {
      const result = waitlistSchema.safeParse({ ...validWaitlist, [field]: value });
      expect(fieldErrors(result.error!)[field]).toBe(message);
    }
  });

  it("refuses non-string values for text fields", () => {
    const result = waitlistSchema.safeParse({
      ...validWaitlist,
      name: { $gt: "" },
      company: ["a"],
    });
    expect(Object.keys(fieldErrors(result.error!))).toEqual(["name", "company"]);
  });
});

describe("contactSchema and newsletterSchema", () => {
  it("requires name, email and message", () => {
    const result = contactSchema.safeParse({ name: " ", email: "", message: "" });
    expect(fieldErrors(result.error!)).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });

  it("needs only a valid e-mail for the newsletter", () => {
    expect(newsletterSchema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co" });
  });
});

describe("check, as the forms use it in the browser", () => {
  it("gives the first message per invalid field, and nothing for valid values", () => {
    expect(check(contactSchema, { name: " ", email: "nope", message: "Hi" })).toEqual({
      name: "Name is required",
      email: "Enter a valid email address",
    });
    expect(check(waitlistSchema, validWaitlist)).toEqual({});
  });
});

describe("messages", () => {
  it("quotes spec section 8 exactly", () => {
    expect(messages.rateLimited).toBe(
      "You have reached the maximum number of submissions for today. Please try again tomorrow.",
    );
    expect(messages.waitlistFailed).toBe("Failed to save submission. Please try again.");
    expect(messages.generic).toBe("Something went wrong. Please try again later.");
    expect(messages.contactSuccess).toBe("Thank you for your message! We'll get back to you soon.");
    expect(messages.waitlistSuccess).toBe(
      "Thank you for joining our waitlist! We'll keep you updated on our progress.",
    );
  });
});

describe("single-line fields", () => {
  it("refuses line breaks and control or format characters in name, company and software", () => {
    const bad = [
      "Eve\r\nBcc: victim@evil.test",
      "Eve\nBcc",
      "Eve\rX",
      "Eve\tX",
      "Eve\u0085X",
      "Eve\u2028X",
      "Eve\u2029X",
      "Eve\u202eX",
      "Eve\u0007X",
      "Eve\u200bX",
    ];
    for (const field of ["name", "company", "current_software"]) {
      for (const value of bad) {
        const result = waitlistSchema.safeParse({ ...validWaitlist, [field]: value });
        expect(result.success, `${field} ${JSON.stringify(value)}`).toBe(false);
        expect(fieldErrors(result.error!)[field]).toMatch(/must be on one line/);
      }
    }
    const contact = contactSchema.safeParse({ name: "Eve\nBcc", email: "e@x.co", message: "Hi" });
    expect(fieldErrors(contact.error!).name).toBe(
      "Name must be on one line, without control characters",
    );
  });

  it("keeps names with accents, apostrophes, joiners and emoji sequences", () => {
    for (const name of ["Siân O'Neill", "José-María", "Zoë 👩‍🔧", "می‌خواهم"]) {
      expect(waitlistSchema.safeParse({ ...validWaitlist, name }).success, name).toBe(true);
    }
  });

  it("still lets multi-line fields hold line breaks and tabs", () => {
    const parsed = waitlistSchema.parse({
      ...validWaitlist,
      additional_notes: "line one\r\nline two\tindented",
    });
    expect(parsed.additional_notes).toBe("line one\r\nline two\tindented");
    expect(contactSchema.safeParse({ name: "A", email: "a@b.co", message: "a\nb" }).success).toBe(
      true,
    );
  });
});

describe("NUL bytes and lone surrogates", () => {
  const forms = [
    ["waitlist", waitlistSchema, validWaitlist],
    ["contact", contactSchema, { name: "Priya", email: "p@example.co.uk", message: "Hello" }],
    ["newsletter", newsletterSchema, { email: "p@example.co.uk" }],
  ] as const;

  it("refuses them in every field of every form, with an error on that field", () => {
    for (const [form, schema, valid] of forms) {
      for (const field of Object.keys(valid)) {
        for (const bad of ["\u0000", "a\u0000b", "\ud800", "a\udc00b"]) {
          const value = `${(valid as Record<string, string>)[field]}${bad}`;
          const result = schema.safeParse({ ...valid, [field]: value });
          expect(result.success, `${form}.${field} ${JSON.stringify(value)}`).toBe(false);
          expect(fieldErrors(result.error!)[field], `${form}.${field}`).toBeDefined();
        }
      }
    }
  });

  it("refuses them in multi-line fields too, which keep their line breaks", () => {
    for (const bad of ["a\u0000b", "a\ud800b", "a\u0007b"]) {
      const result = contactSchema.safeParse({ name: "A", email: "a@b.co", message: bad });
      expect(fieldErrors(result.error!).message).toBe(
        "Message must not contain control characters",
      );
    }
  });
});

describe("user counts and visible names", () => {
  it("accepts decimal digits only: hex, exponents and signs in text are refused, not converted", () => {
    expect(
      waitlistSchema.parse({ ...validWaitlist, back_office_users: " 16 " }).back_office_users,
    ).toBe(16);
    for (const value of [
      "0x10",
      "1e3",
      "0b11",
      "0o7",
      "1.0",
      "+3",
      "1,000",
      "2\u0000",
      "a\u2028b",
    ]) {
      const result = waitlistSchema.safeParse({ ...validWaitlist, back_office_users: value });
      expect(result.success, value).toBe(false);
      expect(fieldErrors(result.error!).back_office_users, value).toBe(
        "Back-office users must be a whole number",
      );
    }
  });

  it("keeps spec section 5 for words: they become 0, then the minimum decides", () => {
    expect(waitlistSchema.parse({ ...validWaitlist, field_users: "none" }).field_users).toBe(0);
    expect(waitlistSchema.parse({ ...validWaitlist, field_users: "" }).field_users).toBe(0);
  });

  it("needs a visible character in names, companies and messages", () => {
    for (const name of ["\u200d\u200c", "\u3164", "\u2800", "\u200b\u200b", "\u0301"]) {
      const result = waitlistSchema.safeParse({ ...validWaitlist, name, company: name });
      expect(result.success, JSON.stringify(name)).toBe(false);
      expect(fieldErrors(result.error!).name).toBe("Name is required");
      expect(fieldErrors(result.error!).company).toBe("Company is required");
    }
    const contact = contactSchema.safeParse({ name: "A", email: "a@b.co", message: "\u200d" });
    expect(fieldErrors(contact.error!).message).toBe("Message is required");
  });
});

describe("sourceText", () => {
  it("drops NUL, controls and lone surrogates and never cuts a surrogate pair", () => {
    expect(sourceText("/signup\u0000?plan=\ud800pro\n", 200)).toBe("/signup?plan=pro");
    expect(sourceText(`a${"😀".repeat(150)}`, 200)).toBe(`a${"😀".repeat(150)}`);
    expect(sourceText(`a${"😀".repeat(300)}`, 200)).toBe(`a${"😀".repeat(199)}`);
    expect(sourceText(undefined, 200)).toBe("");
  });
});
