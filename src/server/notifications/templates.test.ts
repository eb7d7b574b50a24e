import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";

import { siteUrl } from "@/lib/site-config";

import {
  contactAcknowledgementMail,
  founderPlaceOpenedMail,
  newsletterConfirmationMail,
  waitlistConfirmationMail,
  waitlistReminderMail,
} from "./templates";
import { revenueAtListPrices } from "../admin/revenue";
import { founderNoticeMail, monthlyValue } from "./founder-notice-mail";
import { personalLinkMail } from "./personal-link-mail";

const waitlistSubmission = {
  id: 42,
  name: "Sam Fixer",
  email: "sam@fixer.example",
  company: "Fixer Ltd",
  trade: "plumber",
  company_size: "6-20",
  interested_plan: "undecided",
  back_office_users: 2,
  field_users: 0,
  current_software: "",
  additional_notes: "Call after 5 <b>please</b>",
  source: "/locations/leeds",
  created_at: "2026-07-01T13:05:00.000Z",
  previous_sign_ups: 1,
};

const person = {
  to: "sam@fixer.example",
  name: "Sam Fixer",
  emailNormalised: "sam@fixer.example",
  trade: "plumber",
  companySize: "6-20",
  interestedPlan: "starter",
  backOfficeUsers: 1,
  fieldUsers: 0,
  signedUpAt: "2026-07-01T13:05:00.000Z",
};

const every = {
  "founders' sign-up notice": founderNoticeMail({
    type: "waitlist",
    submission: waitlistSubmission,
  }),
  "founders' confirmation notice": founderNoticeMail({
    type: "confirmation",
    submission: { ...waitlistSubmission, founder_place: 7 },
  }),
  "founders' notice of a place passed on": founderNoticeMail({
    type: "confirmation",
    submission: { ...waitlistSubmission, founder_place: 5, passed_on: "yes" },
  }),
  "founders' sign-up notice, places gone": founderNoticeMail({
    type: "waitlist",
    submission: { ...waitlistSubmission, address_confirmed: "no", founder_places_left: 0 },
  }),
  "founders' contact notice": founderNoticeMail({
    type: "contact",
    submission: {
      id: 3,
      name: "Kim",
      email: "kim@example.co.uk",
      message: "Hi\nthere",
      source: "",
      created_at: "2026-07-01T13:05:00.000Z",
    },
  }),
  "waitlist confirmation": waitlistConfirmationMail(
    person,
    { status: "pending", token: "12.abcdefghijklmnopqrstuv", confirmDays: 7, placesLeft: 40 },
    `${siteUrl}/my-data/view?token=abc`,
  ),
  "waitlist confirmation, places gone": waitlistConfirmationMail(
    person,
    { status: "pending", token: "12.abcdefghijklmnopqrstuv", confirmDays: 7, placesLeft: 0 },
    `${siteUrl}/my-data/view?token=abc`,
  ),
  "founder place opened": founderPlaceOpenedMail(
    { to: "sam@fixer.example", name: "Sam Fixer", emailNormalised: "sam@fixer.example", place: 5 },
    5,
    `${siteUrl}/my-data/view?token=abc`,
  ),
  "waitlist confirmation, already confirmed": waitlistConfirmationMail(person, {
    status: "confirmed",
    place: 3,
  }),
  "waitlist reminder": waitlistReminderMail(person, "12.abcdefghijklmnopqrstuv", 7),
  "contact acknowledgement": contactAcknowledgementMail({ to: "kim@example.co.uk", name: "Kim" }),
  "personal link": personalLinkMail({
    to: "kim@example.co.uk",
    emailNormalised: "kim@example.co.uk",
  }),
  "newsletter confirmation": newsletterConfirmationMail({
    to: "news@example.co.uk",
    confirmToken: "c".repeat(32),
    unsubscribeToken: "u".repeat(32),
  }),
};

/** Through nodemailer and back through a real MIME parser, as a mail client would read it. */
async function parsed(mail: { subject: string; text: string; html: string }) {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await composer.sendMail({ from: "a@example.co.uk", to: "b@example.co.uk", ...mail });
  return simpleParser(info.message as Buffer);
}

describe.each(Object.entries(every))("the %s", (_name, mail) => {
  it("is multipart: a plain-text part and an HTML part, both complete", async () => {
    const message = await parsed(mail);
    expect(message.text?.trim().length).toBeGreaterThan(20);
    expect(typeof message.html).toBe("string");
    for (const body of [message.text!, message.html as string, message.subject!]) {
      expect(body).not.toMatch(/undefined|NaN|\[object |\{\{|\}\}/);
    }
  });

  it("links only to absolute addresses on SITE_URL (or mailto:)", async () => {
    const message = await parsed(mail);
    const hrefs = [...(message.html as string).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    const inText = [...message.text!.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
    for (const href of [...hrefs, ...inText]) {
      expect(href.startsWith(`${siteUrl}/`), href).toBe(true);
    }
  });

  it("puts no punctuation straight after a URL in its text part", () => {
    // A mail client that turns bare URLs into links may take a full stop into the link, which
    // then 404s: a URL ends at a space or a line's end.
    const urls = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
    for (const url of urls) expect(url, url).toMatch(/[A-Za-z0-9/=_~-]$/);
    expect(mail.text).not.toMatch(/https?:\/\/\S*[.,;:!?)\]}'"»](\s|$)/);
  });

  it("reads at 320 px: one column no wider than 560 px, no remote images", () => {
    expect(mail.html).toContain("max-width:560px");
    expect(mail.html).toContain('name="viewport"');
    expect(mail.html).not.toMatch(/<img|url\(/);
  });
});

describe("the founders' notice", () => {
  it("reads as a person would: the form's labels, UK time, value, where it came from", () => {
    const { subject, text } = every["founders' sign-up notice"];
    expect(subject).toBe("New waitlist sign-up: Sam Fixer, Fixer Ltd (plumber, 6-20)");
    expect(text).toContain("Company size: 6-20 people");
    expect(text).toContain("Plan: Not sure yet");
    expect(text).toContain("Estimated value: no plan chosen yet");
    expect(text).toContain("Signed up: 1 Jul 2026, 14:05");
    expect(text).toContain("Came from: /locations/leeds");
    expect(text).toContain("Signed up before: Yes, 1 earlier");
  });

  it("escapes what the sender typed in the HTML part", () => {
    expect(every["founders' sign-up notice"].html).toContain(
      "Call after 5 &lt;b&gt;please&lt;/b&gt;",
    );
  });

  it("says a message was sent, not signed up", () => {
    const text = every["founders' contact notice"].text;
    expect(text).toContain("Sent: 1 Jul 2026, 14:05");
    expect(text).not.toContain("Signed up");
  });

  it("gives the founder number of a confirmation", () => {
    expect(every["founders' confirmation notice"].subject).toBe(
      "Founder place 7 of 100 confirmed: Sam Fixer, Fixer Ltd",
    );
  });
});

describe("what a waitlist confirmation promises", () => {
  // The privacy policy's words: one reminder a day later, deletion after WAITLIST_CONFIRM_DAYS.
  // It said "without confirmation we keep nothing" beside "we delete your sign-up" in 7 days.
  it("says what is kept without confirmation, and for how long", () => {
    const text = every["waitlist confirmation"].text;
    expect(text).toContain("we send one reminder tomorrow");
    expect(text).toContain("7 days after you signed up we delete your sign-up");
    expect(text).not.toMatch(/keep nothing/);
  });
});

describe("what a sign-up is worth", () => {
  // The notice capped Starter at its one back-office user (£24) while the console's revenue
  // priced the same sign-up as asked (£62): the founders' audit, session 55.
  it("is priced as the console's revenue prices it, saying when the plan has fewer users", () => {
    const asked = { interested_plan: "starter", back_office_users: 3, field_users: 5 };
    const revenue = revenueAtListPrices([
      { plan: "starter", people: 1, backOfficeUsers: 3, fieldUsers: 5 },
    ]);
    expect(revenue.monthly).toBe(62);
    expect(monthlyValue(asked)).toBe(
      "£62 a month (Starter, list price; Starter has 1 back-office user, they asked for 3)",
    );
    expect(monthlyValue({ ...asked, interested_plan: "professional" })).toBe(
      "£122 a month (Professional, list price)",
    );
  });
});

describe("once the 100 founder places are gone (decision 078)", () => {
  it("asks a new sign-up to confirm to be in line, never to claim a place", () => {
    const mail = every["waitlist confirmation, places gone"];
    expect(mail.subject).toBe("Confirm your address for the Grafter waitlist");
    expect(mail.text).toContain(
      "All 100 founder places have been claimed, but confirming puts you in line",
    );
    expect(mail.text).not.toMatch(/claim a founder place|claim your/);
    expect(every["founders' sign-up notice, places gone"].text).toContain(
      "The 100 founder places are all taken: confirming puts it in line",
    );
  });

  it("tells the first in line their place, and the founders who holds it now", () => {
    const opened = every["founder place opened"];
    expect(opened.subject).toBe("A Grafter founder place has opened: you're founder number 5");
    expect(opened.text).toContain("Hi Sam,");
    expect(opened.text).toContain("You're founder number 5 of 100");
    expect(every["founders' notice of a place passed on"].subject).toBe(
      "Founder place 5 of 100 passed on to the first in line: Sam Fixer, Fixer Ltd",
    );
  });
});

describe("the personal link", () => {
  it("gives the private link as a button and as text, with the same words in both parts", () => {
    const mail = every["personal link"];
    const link = mail.text.match(/https?:\/\/\S+\/my-data\/view\?token=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain("Open my data");
    expect(mail.html).toContain("please don&#x27;t forward this e-mail");
  });
});

describe("mail to an address nobody has verified", () => {
  it("echoes no free text beyond the first name", () => {
    for (const mail of [
      every["waitlist confirmation"],
      every["waitlist reminder"],
      every["contact acknowledgement"],
    ]) {
      expect(mail.text).not.toMatch(/Fixer|Hi\nthere/);
    }
    expect(every["waitlist confirmation"].text).toContain("Hi Sam,");
    expect(every["waitlist confirmation"].text).toContain("Trade: Plumber");
  });

  it("drops everything after the first word of the name", () => {
    const mail = waitlistConfirmationMail(
      { ...person, name: "Eve Bcc: victim@evil.test" },
      { status: "confirmed", place: null },
    );
    expect(mail.text).toContain("Hi Eve,");
    expect(mail.text).not.toContain("victim");
  });

  it("greets by a first name only when it reads as one: never a link, a sum or a number", () => {
    const greeting = (name: string) =>
      waitlistConfirmationMail(
        { ...person, name },
        { status: "confirmed", place: null },
      ).text.split("\n")[0];
    for (const name of ["Zoë Smith", "Jean-Luc Picard", "O’Brien", "Siobhán", "Łukasz K"]) {
      expect(greeting(name), name).toBe(`Hi ${name.split(" ")[0]},`);
    }
    for (const name of [
      "https://evil.example/claim-your-refund Smith",
      "WIN£500→bit.ly/x9 y",
      "evil.example",
      "me@evil.example",
      "07700900123",
      "R2D2",
      "-Dash",
      "A".repeat(41),
    ]) {
      expect(greeting(name), name).toBe("Hello,");
    }
    const ack = contactAcknowledgementMail({ ...person, name: "bit.ly/x9 Smith" });
    expect(ack.text).not.toContain("bit.ly");
  });
});
