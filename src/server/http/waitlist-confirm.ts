import "server-only";

import { confirmByToken } from "../founders/confirmation";
import { type TokenAction, tokenPageRedirect, tokenPost } from "./token-action";

type Outcome = "founder" | "waitlisted" | "invalid";

const page = "/waitlist/confirm";

const confirm: TokenAction<Outcome> = {
  page,
  async apply(token) {
    const result = await confirmByToken(token);
    if (result.status === "invalid") return "invalid";
    const { state } = result;
    return state.status === "founder"
      ? { outcome: "founder", details: { place: state.place, newly: result.newly } }
      : { outcome: "waitlisted", details: { place: null, newly: result.newly } };
  },
  // The page reads where the address stands now, so it needs only the token.
  landing: (_outcome, token) => (token ? `${page}?token=${encodeURIComponent(token)}` : page),
  notFound: ["invalid"],
};

export const waitlistConfirmPage = tokenPageRedirect(confirm);
export const waitlistConfirmEndpoint = tokenPost(confirm);
