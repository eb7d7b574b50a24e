import "server-only";

import { erasedSince } from "../audit";
import { getDatabase } from "../db";
import { openPersonalToken } from "../personal-link";

/**
 * What a link to a person's own page opens: the address it was delivered to (decision 082). A
 * link made before its address was erased is closed (decision 076): the token names an address,
 * not rows, so without this a leaked or forwarded link would open whatever the same address holds
 * after a later sign-up, for the rest of its 30 days.
 */
export type OpenedLink =
  { status: "open"; email: string } | { status: "closed" } | { status: "invalid" };

export async function openPersonalLink(token: string | null | undefined): Promise<OpenedLink> {
  const opened = openPersonalToken(token);
  if (!opened) return { status: "invalid" };
  const { db } = await getDatabase();
  if (await erasedSince(db, opened.email, opened.issuedAt)) return { status: "closed" };
  return { status: "open", email: opened.email };
}
