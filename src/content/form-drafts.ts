/** What the forms say about a kept draft or an unsent submission (functionality consent). */
export const formDraftCopy = {
  draftLabel: "Your unfinished form",
  draftText: "You started this form earlier and did not send it. Pick up where you left off?",
  restore: "Restore my answers",
  discard: "Start afresh",
  restored: "Your earlier answers are back in the form.",
  unsentLabel: "Your unsent form",
  unsentText:
    "This form could not be sent, probably because the connection dropped. It is kept here.",
  sendAgain: "Send it now",
  discardUnsent: "Discard it",
} as const;
