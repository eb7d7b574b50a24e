import { site } from "./site";

/** The launch-news unsubscribe page, opened from a campaign message's footer (decision 087). */
export const launchNewsLeaveCopy = {
  metaTitle: "Stop launch news",
  title: "Stop launch news",
  body: `Press the button and we'll send you no more launch news. You keep your place on the ${site.name} waitlist, and your founder place if you hold one.`,
  button: "Stop launch news",
  done: {
    title: "No more launch news",
    body: `We won't send you launch news again. You keep your place on the waitlist, and your founder place if you hold one.`,
  },
  invalid: {
    title: "This link doesn't work",
    body: "It may be incomplete, or the data it belonged to has been deleted. Copy the whole link from the e-mail and try again.",
  },
} as const;
