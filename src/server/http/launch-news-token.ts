import "server-only";

import { type LeaveOutcome, leaveLaunchNews } from "../campaigns/leave";
import { type TokenAction, tokenPageRedirect, tokenPost } from "./token-action";

const page = "/launch-news/unsubscribe";

const leave: TokenAction<LeaveOutcome> = {
  page,
  apply: leaveLaunchNews,
  // The page itself says where the mailbox stands once the button has acted.
  landing: (outcome, token) =>
    outcome === "invalid" ? page : `${page}?token=${encodeURIComponent(token)}`,
  notFound: ["invalid"],
};

export const leavePage = tokenPageRedirect(leave);
export const leaveEndpoint = tokenPost(leave);
