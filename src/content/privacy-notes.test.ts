import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { privacyNotes, privacyNoteText } from "./privacy-notes";

const policy = readFileSync(path.join(process.cwd(), "src/content/legal/privacy.md"), "utf8");

describe("the privacy line under each form", () => {
  it("says what we keep, why and for how long", () => {
    expect(privacyNoteText("waitlist")).toBe(
      "We keep these details to run the waitlist and tell you about the launch, until 12 months after launch or within days if you never confirm your address.",
    );
    expect(privacyNoteText("contact")).toBe(
      "We keep your name, e-mail and message to answer you, for 24 months.",
    );
    expect(privacyNoteText("newsletter")).toBe(
      "We keep your e-mail address to send you the newsletter, until you unsubscribe.",
    );
  });

  it("gives the periods of the privacy policy's retention table", () => {
    const rows: Record<keyof typeof privacyNotes, string> = {
      waitlist: "Waitlist entries you confirmed",
      contact: "Contact messages",
      newsletter: "Newsletter sign-ups",
    };
    for (const [form, row] of Object.entries(rows)) {
      const period = privacyNotes[form as keyof typeof privacyNotes].period;
      expect(policy, form).toMatch(new RegExp(`^\\| ${row} \\| ${period}\\b`, "m"));
    }
    expect(policy).toMatch(/^\| Waitlist entries never confirmed \| Deleted /m);
  });
});
