import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { absoluteUrl } from "@/lib/site-config";

import { derivedKey } from "../secrets";

/**
 * The launch-news unsubscribe link names the recipient row, signed: it shows no address, and no
 * one can make one for another person without the site secret. It stays valid after the campaign
 * (a person may press it months later) and opens nothing once the row is anonymised by erasure.
 */
const sign = (recipientId: number) =>
  createHmac("sha256", derivedKey("campaign-leave"))
    .update(String(recipientId))
    .digest("base64url")
    .slice(0, 32);

export function leaveToken(recipientId: number): string {
  return `${recipientId}.${sign(recipientId)}`;
}

/** The recipient row a token names, or null for anything forged, altered or malformed. */
export function openLeaveToken(token: string | null | undefined): number | null {
  const match = typeof token === "string" ? /^(\d{1,15})\.([\w-]{32})$/.exec(token) : null;
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(sign(id));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export const leavePageUrl = (token: string) =>
  absoluteUrl(`/launch-news/unsubscribe?token=${encodeURIComponent(token)}`);
export const leaveOneClickUrl = (token: string) =>
  absoluteUrl(`/api/launch-news/unsubscribe?token=${encodeURIComponent(token)}`);
