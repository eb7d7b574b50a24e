import "server-only";

import { confirmSubscription, type TokenOutcome, unsubscribe } from "../submissions/newsletter";
import { type TokenAction, tokenPageRedirect, tokenPost } from "./token-action";

const outcomePage = (outcome: TokenOutcome) => `/newsletter/${outcome}`;

const confirm: TokenAction<TokenOutcome> = {
  page: "/newsletter/confirm",
  apply: confirmSubscription,
  landing: outcomePage,
  notFound: ["invalid"],
};

const leave: TokenAction<TokenOutcome> = {
  page: "/newsletter/unsubscribe",
  apply: unsubscribe,
  landing: outcomePage,
  notFound: ["invalid"],
};

export const confirmPage = tokenPageRedirect(confirm);
export const confirmEndpoint = tokenPost(confirm);
export const unsubscribePage = tokenPageRedirect(leave);
export const unsubscribeEndpoint = tokenPost(leave);
