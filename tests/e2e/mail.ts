import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

import { e2eDataDir, e2eMailSettleMs } from "./e2e-env";

/** An address no other test uses, so tests running in parallel never share a mailbox. */
export const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.co.uk`;

/** A waitlist sign-up body in the API's column names. */
export const waitlistEntry = (overrides: Record<string, unknown> = {}) => ({
  name: "Api Client",
  email: uniqueEmail("api"),
  company: "Api Ltd",
  trade: "groundworker",
  company_size: "21-50",
  interested_plan: "enterprise",
  back_office_users: 4,
  field_users: 30,
  ...overrides,
});

/** Quoted-printable soft breaks and "=3D" undone, so links read whole. */
const unfold = (text: string) => text.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

/**
 * The e-mails the file transport wrote to one address (DATA_DIR/mail, the suite's server's unless
 * `dataDir` names another), waiting until at least `count` have arrived, oldest first.
 */
export async function mailsTo(address: string, count = 1, dataDir = e2eDataDir): Promise<string[]> {
  const dir = path.join(dataDir, "mail");
  for (let attempt = 0; attempt < 75; attempt += 1) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort();
    const found: string[] = [];
    for (const file of files) {
      const text = unfold(await readFile(path.join(dir, file), "utf8").catch(() => ""));
      if (text.includes(`\nTo: ${address}`)) found.push(text);
    }
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`fewer than ${count} e-mails to the test address`);
}

/**
 * Every e-mail to `address` once the dispatcher has had time to send any more it earned: for a
 * test that checks a second e-mail never came (or that none did).
 */
export async function mailsSettledTo(address: string, count = 1): Promise<string[]> {
  await new Promise((resolve) => setTimeout(resolve, e2eMailSettleMs));
  return mailsTo(address, count);
}

export async function mailTo(address: string): Promise<string> {
  return (await mailsTo(address))[0]!;
}

/**
 * The first e-mail to `address` under `subject`, once it has arrived: for a person other tests may
 * also write to (a founder another test's "invite the next 100" reached meanwhile).
 */
export async function mailAbout(address: string, subject: string): Promise<string> {
  // Each pass waits for one more e-mail than the last had; mailsTo gives up when none comes.
  for (let count = 1; ; count += 1) {
    const mails = await mailsTo(address, count).catch(() => {
      throw new Error(`no e-mail to the test address under "${subject}"`);
    });
    const found = mails.find((mail) => mail.split(/\r?\n/).includes(`Subject: ${subject}`));
    if (found) return found;
  }
}

/** Every http(s) link in a message, as a path on this site (the tests' origin differs). */
export function linksIn(mail: string): string[] {
  return [...mail.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => {
    const url = new URL(match[0]);
    return `${url.pathname}${url.search}`;
  });
}
