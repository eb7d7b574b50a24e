import "server-only";

import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";

import { normaliseEmail } from "@/lib/validation/schemas";

import { mailFileTag } from "./transports";

/** Anything shaped like an address; each is compared on its canonical form. */
const ADDRESS = /[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

/** The text of a message with quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Base64 body parts decoded, so an address in a non-ASCII message body is found too. */
function decodeBase64Parts(text: string): string {
  const blocks = text.match(/(?:^[A-Za-z0-9+/]{16,}={0,2}\r?\n){2,}/gm) ?? [];
  return blocks
    .map((block) => Buffer.from(block.replace(/\s+/g, ""), "base64").toString("utf8"))
    .join("\n");
}

function mentions(content: string, emailNormalised: string): boolean {
  for (const text of [content, decodeQuotedPrintable(content), decodeBase64Parts(content)]) {
    for (const candidate of text.match(ADDRESS) ?? []) {
      if (normaliseEmail(candidate) === emailNormalised) return true;
    }
  }
  return false;
}

/**
 * The .eml files the file transport wrote about one person: every file whose name carries the
 * address's keyed tag (written since tags were added) and every file that mentions the address,
 * or any variant with the same canonical form, in its headers or body (older files, and notices
 * filed under someone else that quote it).
 */
export async function findMailFiles(directory: string, emailNormalised: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const tag = `-${mailFileTag(emailNormalised)}.eml`;
  const found: string[] = [];
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const file = path.join(directory, name);
    if (name.endsWith(tag)) {
      found.push(file);
      continue;
    }
    let content: string;
    try {
      content = await readFile(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    if (mentions(content, emailNormalised)) found.push(file);
  }
  return found;
}

/** Deletes the files findMailFiles finds; returns how many went. */
export async function removeMailFiles(directory: string, emailNormalised: string): Promise<number> {
  let removed = 0;
  for (const file of await findMailFiles(directory, emailNormalised)) {
    try {
      await unlink(file);
      removed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}
