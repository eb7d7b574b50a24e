import "server-only";

import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

import { PERSONAL_LINK_DAYS } from "@/content/my-data";
import { personalPagePath } from "@/lib/personal-page";
import { absoluteUrl } from "@/lib/site-config";
import { deliveryAddress } from "@/lib/validation/mailbox";

import { derivedKey } from "./secrets";

const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * Binds the ciphertext to this use, so a token sealed for another purpose never opens here. v1
 * tokens sealed the whole mailbox, so a link mailed to `lee+boss@` opened `lee@`'s data: they open
 * nothing now, and the person asks for a fresh link (decision 082).
 */
const AAD = Buffer.from("grafter:personal-link:v2");
/** An address is at most 320 characters: anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 700;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface PersonalToken {
  /** The address the link was delivered to (deliveryAddress): all it opens (decision 082). */
  email: string;
  expiresAt: Date;
  /** When the link was made: its expiry less its lifetime. */
  issuedAt: Date;
}

const LIFETIME_MS = PERSONAL_LINK_DAYS * 24 * 60 * 60 * 1000;

const key = () => derivedKey("personal-link");

/**
 * Seals {email, expiry} with AES-256-GCM under the personal-link key: the token neither shows
 * the address nor can be made or altered without the site's secret.
 */
export function sealPersonalToken(address: string, expiresAt: Date): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  cipher.setAAD(AAD);
  const plain = Buffer.from(JSON.stringify({ e: address, x: expiresAt.getTime() }));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

/**
 * The absolute link to a person's own page, valid for PERSONAL_LINK_DAYS from `now`, for the
 * address the e-mail carrying it goes to: it opens only what was given under that address.
 */
export function personalPageUrl(deliveredTo: string, now: Date = new Date()): string {
  const expiresAt = new Date(now.getTime() + LIFETIME_MS);
  const token = sealPersonalToken(deliveryAddress(deliveredTo), expiresAt);
  return absoluteUrl(personalPagePath(token));
}

/**
 * The address a token opens, or null for anything else: expired, altered, sealed under another
 * key, or not a token at all. Never throws.
 */
export function openPersonalToken(
  token: string | null | undefined,
  now: Date = new Date(),
): PersonalToken | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH || !BASE64URL.test(token)) {
    return null;
  }
  const raw = Buffer.from(token, "base64url");
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, IV_BYTES));
    decipher.setAAD(AAD);
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]);
    const parsed: unknown = JSON.parse(plain.toString("utf8"));
    if (typeof parsed !== "object" || parsed === null) return null;
    const { e, x } = parsed as { e?: unknown; x?: unknown };
    if (typeof e !== "string" || e === "" || typeof x !== "number" || !Number.isFinite(x)) {
      return null;
    }
    if (x <= now.getTime()) return null;
    return { email: e, expiresAt: new Date(x), issuedAt: new Date(x - LIFETIME_MS) };
  } catch {
    return null;
  }
}
