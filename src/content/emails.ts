/** Promises our e-mails make, in one place. */
export const mailPromises = {
  /** The contact acknowledgement says we answer within this many working days. */
  contactReplyWorkingDays: 2,
} as const;
