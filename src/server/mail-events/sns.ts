import "server-only";

import { createVerify, X509Certificate } from "node:crypto";

/**
 * Amazon SNS message signatures (decision 090). SNS signs each message with the private key of a
 * certificate it names by URL; the message is genuine when the signature verifies against that
 * certificate and the certificate came from SNS itself: an https URL on an
 * sns.<region>.amazonaws.com host, so the URL in a forged message cannot point at the forger's.
 */
export interface SnsMessage {
  Type: string;
  MessageId: string;
  TopicArn: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  Subject?: string;
  Token?: string;
  SubscribeURL?: string;
}

export interface SnsTrust {
  /** Whether a SigningCertURL or SubscribeURL may be fetched. */
  allowUrl(url: URL): boolean;
  fetch: typeof fetch;
}

const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** Production's rule: https, an SNS host of any region, the default port. */
export function isSnsUrl(url: URL): boolean {
  return url.protocol === "https:" && url.port === "" && SNS_HOST.test(url.hostname);
}

export const snsTrust: SnsTrust = { allowUrl: isSnsUrl, fetch: (...args) => fetch(...args) };

const confirmationFields = [
  "Message",
  "MessageId",
  "SubscribeURL",
  "Timestamp",
  "Token",
  "TopicArn",
  "Type",
];
const fieldsSigned: Record<string, string[]> = {
  Notification: ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"],
  SubscriptionConfirmation: confirmationFields,
  UnsubscribeConfirmation: confirmationFields,
};

/** A parsed body shaped as an SNS message, or null. */
export function asSnsMessage(body: unknown): SnsMessage | null {
  if (typeof body !== "object" || body === null) return null;
  const record = body as Record<string, unknown>;
  const required = [
    "Type",
    "MessageId",
    "TopicArn",
    "Message",
    "Timestamp",
    "SignatureVersion",
    "Signature",
    "SigningCertURL",
  ];
  if (!required.every((name) => typeof record[name] === "string")) return null;
  for (const name of ["Subject", "Token", "SubscribeURL"]) {
    if (record[name] !== undefined && typeof record[name] !== "string") return null;
  }
  return record as unknown as SnsMessage;
}

/** The text SNS signed: each signed field's name and value, one per line, in SNS's order. */
export function snsStringToSign(message: SnsMessage): string | null {
  const fields = fieldsSigned[message.Type];
  if (!fields) return null;
  let text = "";
  for (const name of fields) {
    const value = (message as unknown as Record<string, string | undefined>)[name];
    // Subject is signed only when the message has one; every other field must be there.
    if (value === undefined) {
      if (name === "Subject") continue;
      return null;
    }
    text += `${name}\n${value}\n`;
  }
  return text;
}

const certificates = new Map<string, Promise<string | null>>();

/** The certificate's PEM, fetched once per URL (SNS rotates them rarely); null when refused. */
async function certificate(url: string, trust: SnsTrust): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!trust.allowUrl(parsed) || !parsed.pathname.endsWith(".pem")) return null;
  const key = parsed.href;
  let pending = certificates.get(key);
  if (!pending) {
    pending = (async () => {
      try {
        const response = await trust.fetch(parsed, {
          redirect: "error",
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) return null;
        const pem = await response.text();
        const cert = new X509Certificate(pem);
        const now = Date.now();
        if (Date.parse(cert.validFrom) > now || Date.parse(cert.validTo) < now) return null;
        return pem;
      } catch {
        return null;
      }
    })();
    certificates.set(key, pending);
    // A failed fetch is not kept: the next message tries again.
    void pending.then((pem) => {
      if (pem === null) certificates.delete(key);
    });
  }
  return pending;
}

/** Whether the message's signature verifies against the certificate it names, fetched under `trust`. */
export async function verifySnsMessage(message: SnsMessage, trust: SnsTrust): Promise<boolean> {
  const algorithm =
    message.SignatureVersion === "1"
      ? "RSA-SHA1"
      : message.SignatureVersion === "2"
        ? "RSA-SHA256"
        : null;
  const text = snsStringToSign(message);
  if (!algorithm || text === null) return false;
  const pem = await certificate(message.SigningCertURL, trust);
  if (!pem) return false;
  try {
    return createVerify(algorithm)
      .update(text, "utf8")
      .verify(pem, Buffer.from(message.Signature, "base64"));
  } catch {
    return false;
  }
}

/**
 * Confirms a subscription as SNS requires: a GET of its SubscribeURL, which must be SNS's own.
 * Only for a message already verified and of a topic we accept.
 */
export async function confirmSnsSubscription(
  message: SnsMessage,
  trust: SnsTrust,
): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(message.SubscribeURL ?? "");
  } catch {
    return false;
  }
  if (!trust.allowUrl(url)) return false;
  try {
    const response = await trust.fetch(url, {
      redirect: "error",
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** For tests that serve a new certificate under a URL used before. */
export function forgetSnsCertificatesForTests() {
  certificates.clear();
}
