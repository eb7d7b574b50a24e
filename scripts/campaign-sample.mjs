// The launch-news message the screenshot scripts photograph: the console's preview
// (campaign-screenshots.mjs) and the message as sent (campaign-mail-screenshots.run.ts).
export const sampleCampaignSubject = "Grafter is live: your founder place is ready";

export const sampleCampaignBody = [
  "Hi {{first_name}},",
  "Grafter is live. As founder number **{{founder_number}}**, {{company}} keeps the founder price for life.",
  "## What happens next",
  "- We'll send your personal founder code this week\n- Your price is locked in the day you sign up\n- Questions? Just reply to this e-mail",
  "[See your place]({{personal_page}})",
].join("\n\n");
