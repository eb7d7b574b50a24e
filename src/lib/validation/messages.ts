/**
 * The exact user-facing messages of spec section 8. Where the spec gives variants, DESIGN.md's
 * decisions apply: one waitlist success text, and never the database's own error for contact.
 */
export const messages = {
  waitlistSuccess: "Thank you for joining our waitlist! We'll keep you updated on our progress.",
  contactSuccess: "Thank you for your message! We'll get back to you soon.",
  rateLimited:
    "You have reached the maximum number of submissions for today. Please try again tomorrow.",
  waitlistFailed: "Failed to save submission. Please try again.",
  generic: "Something went wrong. Please try again later.",
  invalid: "Please check the highlighted fields and try again.",
  tooLarge: "That submission is too large. Please shorten it and try again.",
  throttled: "Too many submissions from your connection. Please wait a few minutes and try again.",
  newsletterSuccess:
    "Almost done! Check your inbox and click the link to confirm your subscription.",
  newsletterConfirmed: "You're subscribed. Thank you for confirming your e-mail address.",
  newsletterUnsubscribed: "You've been unsubscribed and won't receive the newsletter again.",
  newsletterBadToken: "That link is invalid or has already been used.",
} as const;

export type MessageKey = keyof typeof messages;
