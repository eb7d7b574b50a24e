import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { derivedKey } from "../secrets";

/**
 * The key in a confirmation link: the mailbox's row id and a MAC over the id and the address, so
 * nothing is stored to look it up and a guessed id confirms nothing. A mailbox erased and signed
 * up again gets a new id, so an old link never confirms the new entry.
 */
const MAC_CHARS = 22;
const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{22})$/;

function mac(id: number, emailNormalised: string): string {
  return createHmac("sha256", derivedKey("waitlist-confirm"))
    .update(`${id}:${emailNormalised}`)
    .digest("base64url")
    .slice(0, MAC_CHARS);
}

export function confirmationToken(person: { id: number; emailNormalised: string }): string {
  return `${person.id}.${mac(person.id, person.emailNormalised)}`;
}

/** The row id a token names, if it is shaped like one; the MAC is checked by `tokenMatches`. */
export function tokenId(token: string): number | null {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : null;
}

export function tokenMatches(
  token: string,
  person: { id: number; emailNormalised: string },
): boolean {
  const expected = Buffer.from(confirmationToken(person));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
