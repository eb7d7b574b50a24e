import "server-only";

import { createHmac } from "node:crypto";

import { derivedKey } from "./secrets";

/**
 * The suppression list's key and hash of a canonical mailbox (decision 087). Here, outside any
 * folder, so the sign-up forms can check the list without importing the campaigns engine.
 */
export const mailboxHashKey = () => derivedKey("mail-suppression");

export function mailboxHash(emailNormalised: string): string {
  return createHmac("sha256", mailboxHashKey()).update(emailNormalised, "utf8").digest("hex");
}
