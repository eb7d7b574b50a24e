import { createHash, createHmac } from "node:crypto";

/**
 * A founder code as a person reads it: `GRAF-` and 28 characters of Crockford's base32 in groups
 * of four (140 bits, decision 088). Crockford's alphabet has no I, L, O or U, and reads the first
 * three as 1, 1 and 0, so a code copied by hand from the e-mail still parses.
 */
export const CODE_PREFIX = "GRAF";
export const CODE_CHARS = 28;
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** A code as it may be typed: the prefix optional, any case, spaces or hyphens anywhere. */
const MAX_TYPED_LENGTH = 64;

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** The code's display form: the prefix and groups of four. */
export function formatCode(chars: string): string {
  return [CODE_PREFIX, ...(chars.match(/.{1,4}/g) ?? [])].join("-");
}

/**
 * The code an invitation's salt gives under `key`: an HMAC, so the code can be written again (in
 * the reminder) without ever being stored, and nobody without the key can make one.
 */
export function deriveCode(key: Buffer, salt: string): string {
  const mac = createHmac("sha256", key).update(`founder-code:${salt}`).digest();
  return formatCode(base32(mac.subarray(0, 18)).slice(0, CODE_CHARS));
}

/**
 * The 28 characters of a code as typed, or null if it cannot be one: case, spaces, hyphens and
 * the prefix are forgiven, and I, L and O read as 1, 1 and 0.
 */
export function parseCode(typed: string): string | null {
  if (typed.length > MAX_TYPED_LENGTH) return null;
  let chars = typed.toUpperCase().replace(/[\s-]/g, "");
  if (chars.startsWith(CODE_PREFIX) && chars.length === CODE_PREFIX.length + CODE_CHARS) {
    chars = chars.slice(CODE_PREFIX.length);
  }
  chars = chars.replace(/[IL]/g, "1").replace(/O/g, "0");
  if (chars.length !== CODE_CHARS) return null;
  for (const char of chars) if (!ALPHABET.includes(char)) return null;
  return chars;
}

/** What the database keeps of a code: the SHA-256 of its 28 characters, hex. */
export function codeHash(chars: string): string {
  return createHash("sha256").update(chars).digest("hex");
}
