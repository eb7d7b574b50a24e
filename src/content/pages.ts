/** Copy for the signup and contact pages. */
import { founderOffer, site, submissionLimit } from "./site";
import { launch } from "./launch";

export const signupPage = {
  title: "Join the Waitlist",
  metaTitle: "Join the Founder's Waitlist",
  description: `Join the ${site.name} founder's waitlist: the first ${founderOffer.places} UK trades businesses lock in up to ${founderOffer.maxDiscountPercent}% off for life, with beta access before the ${launch.named}.`,
  intro: `Tell us about your business and we'll hold your place. The first ${founderOffer.places} trades businesses keep founder pricing for life.`,
  steps: [
    {
      title: "Join today",
      description: "Two minutes: your details, your trade and the plan you're interested in.",
    },
    {
      title: "Get beta access",
      description: `Before the ${launch.named} we'll invite you to try ${site.name} and tell us what to change.`,
    },
    {
      title: "Lock in your price",
      description: `Subscribe at launch and your founder price stays for as long as you stay with us.`,
    },
  ],
} as const;

export const contactPage = {
  title: "Contact Us",
  description: `Questions about ${site.name}, founder pricing or how it fits your trade business? Send the founders a message and we'll get back to you soon.`,
  intro:
    "Questions about the product, founder pricing or how it fits your business? Send us a message: the founders read every one.",
  limitNote: `Each e-mail address can send up to ${submissionLimit.perEmail} messages in ${submissionLimit.windowHours} hours.`,
} as const;
