import "server-only";

import { readdir, readFile, unlink } from "node:fs/promises";
import path from "node:path";

import { deliveryAddress, normaliseEmail } from "@/lib/validation/mailbox";

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

/**
 * Whose files: a whole mailbox (any spelling with that canonical form), or one address as typed,
 * in any letter case (a person's own erasure, decision 082).
 */
export type MailFilesOf = { mailbox: string } | { address: string };

function mentions(content: string, of: MailFilesOf): boolean {
  const matches =
    "mailbox" in of
      ? (candidate: string) => normaliseEmail(candidate) === of.mailbox
      : (candidate: string) => deliveryAddress(candidate) === of.address;
  for (const text of [content, decodeQuotedPrintable(content), decodeBase64Parts(content)]) {
    for (const candidate of text.match(ADDRESS) ?? []) {
      if (matches(candidate)) return true;
    }
  }
  return false;
}

/**
 * The .eml files the file transport wrote about one person: for a mailbox, every file whose name
 * carries its keyed tag (written since tags were added) and every file that mentions any variant
 * with its canonical form, in its headers or body (older files, and notices filed under someone
 * else that quote it); for one address, every file that mentions that address (the tag names the
 * mailbox, which other spellings share).
 */
export async function findMailFiles(directory: string, of: MailFilesOf): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const tag = "mailbox" in of ? `-${mailFileTag(of.mailbox)}.eml` : null;
  const found: string[] = [];
  for (const name of names) {
    if (!name.endsWith(".eml")) continue;
    const file = path.join(directory, name);
    if (tag && name.endsWith(tag)) {
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
    if (mentions(content, of)) found.push(file);
  }
  return found;
}

/** Deletes the files findMailFiles finds; returns how many went. */
export async function removeMailFiles(directory: string, of: MailFilesOf): Promise<number> {
  let removed = 0;
  for (const file of await findMailFiles(directory, of)) {
    try {
      await unlink(file);
      removed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}
