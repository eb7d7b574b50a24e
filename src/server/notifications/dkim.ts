import "server-only";

import type { ServerEnv } from "../env";

/**
 * The header fields every signature covers, when the message has them (decision 091). Named here
 * rather than left to nodemailer's default, which lacked List-Unsubscribe-Post in earlier
 * versions: RFC 8058 honours a one-click unsubscribe only when the signature covers both it and
 * List-Unsubscribe, and Gmail and Yahoo ask bulk senders for one-click unsubscribe.
 */
export const SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "To",
  "Cc",
  "Subject",
  "Date",
  "Message-ID",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
  "List-Id",
];

/** What nodemailer's `dkim` transport option takes. */
export interface DkimSigning {
  domainName: string;
  keySelector: string;
  privateKey: string;
  headerFieldNames: string;
}

/** Signing from DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY, or undefined when unset. */
export function dkimFromEnv(
  config: Pick<ServerEnv, "DKIM_DOMAIN" | "DKIM_SELECTOR" | "DKIM_PRIVATE_KEY">,
): DkimSigning | undefined {
  const { DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY } = config;
  // parseEnv refuses a half-set configuration; this only keeps the types honest.
  if (!DKIM_DOMAIN || !DKIM_SELECTOR || !DKIM_PRIVATE_KEY) return undefined;
  return {
    domainName: DKIM_DOMAIN,
    keySelector: DKIM_SELECTOR,
    privateKey: DKIM_PRIVATE_KEY,
    headerFieldNames: SIGNED_HEADERS.join(":"),
  };
}
