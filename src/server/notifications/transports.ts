import "server-only";

import { createHmac } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";

import nodemailer from "nodemailer";

import type { DkimSigning } from "./dkim";
import { PRIVATE_FILE, privateDirectory } from "../private-directory";
import { derivedKey } from "../secrets";
import type { FounderNotice } from "./types";

export interface MailMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The same message as HTML; sent with `text` as multipart/alternative. */
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** `<outbox-ID.CREATED.DEPLOYMENT@MAIL_DOMAIN>` (messageKey): the same on every attempt, so a receiver can drop a repeat. */
  messageId?: string;
  /**
   * The canonical address of the person the message is about (its outbox row's subject), which
   * may not be a recipient: a founders' notice is about the person who signed up. Never sent.
   */
  about?: string;
}

export interface MailTransport {
  readonly name: "file" | "smtp";
  send(message: MailMessage): Promise<void>;
  /** Lets go of any connection kept open between messages. */
  close(): void;
}

/**
 * A keyed hash of a canonical address, put in the name of every mail file about that person so
 * erasure finds them without reading the address off the name (src/server/people/erasure.ts).
 */
export function mailFileTag(emailNormalised: string): string {
  return createHmac("sha256", derivedKey("mail-file"))
    .update(emailNormalised)
    .digest("hex")
    .slice(0, 32);
}

function withoutAbout(message: MailMessage): Omit<MailMessage, "about"> {
  const copy = { ...message };
  delete copy.about;
  return copy;
}

/** The same transport, marking every message as about `emailNormalised`. */
export function concerning(transport: MailTransport, emailNormalised: string): MailTransport {
  return {
    name: transport.name,
    send: (message) => transport.send({ ...message, about: emailNormalised }),
    close: () => transport.close(),
  };
}

/**
 * Default: each message as an .eml file, so a newcomer can open what the site sent. Signed as
 * SMTP's would be when `dkim` is given (decision 091), so a file shows what a receiver would get.
 */
export function fileTransport(directory: string, dkim?: DkimSigning): MailTransport {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
    ...(dkim && { dkim }),
  });
  let sequence = 0;
  // The directory is made once per process, not per message (a system call per mail under
  // load), and again only if it disappears.
  let made = false;
  return {
    name: "file",
    async send(message) {
      const info = await composer.sendMail(withoutAbout(message));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const tag = message.about ? `-${mailFileTag(message.about)}` : "";
      const file = path.join(directory, `${stamp}-${process.pid}-${(sequence += 1)}${tag}.eml`);
      if (!made) await privateDirectory(directory);
      made = true;
      const write = () => writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE });
      try {
        await write();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        await privateDirectory(directory);
        await write();
      }
    },
    close() {},
  };
}

/**
 * SMTP through a pool of at most `connections` (one per delivery in flight), each reused from
 * message to message: a new connection per message costs a TCP and TLS handshake and a login,
 * more than the message itself. The URL's own parameters (e.g. `?pool=false`) win over these.
 * With `dkim`, every message is signed (decision 091).
 */
export function smtpTransport(url: string, connections: number, dkim?: DkimSigning): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: connections,
    ...(dkim && { dkim }),
  });
  return {
    name: "smtp",
    async send(message) {
      await transporter.sendMail(withoutAbout(message));
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * The specification's send-email contract: POST {type, submission} with a bearer key, and an
 * Idempotency-Key that stays the same when a notification is sent again after a crash. A non-2xx
 * answer is a failure, retried by the dispatcher.
 */
export async function postWebhook(
  url: string,
  key: string | undefined,
  notice: FounderNotice,
  idempotencyKey?: string,
): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    body: JSON.stringify({ type: notice.type, submission: notice.submission }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
