import { site } from "./site";

/** The wording shown beside the newsletter box; stored with each subscription (DESIGN.md, "Data"). */
export const newsletterConsent = {
  version: "2026-11-21",
  text: `Send me the ${site.name} newsletter: practical articles for trades businesses and launch news. Unsubscribe at any time.`,
} as const;
