import { execFileSync } from "node:child_process";
import { createSign, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import type { SnsMessage, SnsTrust } from "@/server/mail-events/sns";

/** A key and a self-signed certificate made now by openssl, as SNS's signing certificate stands in. */
export function makeSigningCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "sns-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
        "-days",
        "2",
        "-subj",
        "/CN=sns.test.amazonaws.com",
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(path.join(dir, "key.pem"), "utf8"),
      cert: readFileSync(path.join(dir, "cert.pem"), "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A local stand-in for SNS: serves certificates at /<name>.pem and answers subscription URLs at
 * /confirm, counting every request, on 127.0.0.1. Its trust lets the code under test fetch from
 * it (and from nowhere else); production's trust allows only https SNS hosts.
 */
export async function localSns() {
  const certificates = new Map<string, string>();
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? "");
    const name = /^\/([\w-]+)\.pem$/.exec(request.url ?? "")?.[1];
    if (name && certificates.has(name)) {
      response.writeHead(200, { "content-type": "application/x-pem-file" });
      response.end(certificates.get(name));
      return;
    }
    if ((request.url ?? "").startsWith("/confirm?")) {
      response.writeHead(200, { "content-type": "text/xml" });
      response.end("<ConfirmSubscriptionResponse/>");
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const trust: SnsTrust = {
    allowUrl: (url) => url.origin === origin,
    fetch: (...args) => fetch(...args),
  };
  return {
    origin,
    trust,
    requests,
    /** Serves `cert` at a new URL and returns it. */
    serve(cert: string): string {
      const name = `cert-${randomUUID()}`;
      certificates.set(name, cert);
      return `${origin}/${name}.pem`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signedFields: Record<string, string[]> = {
  Notification: ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"],
  SubscriptionConfirmation: [
    "Message",
    "MessageId",
    "SubscribeURL",
    "Timestamp",
    "Token",
    "TopicArn",
    "Type",
  ],
};

/** Signs a message as SNS does (written from AWS's description, apart from the code under test). */
export function signSns(
  fields: Omit<SnsMessage, "Signature" | "SignatureVersion" | "SigningCertURL">,
  key: string,
  certUrl: string,
  version: "1" | "2" = "2",
): SnsMessage {
  const record = fields as unknown as Record<string, string | undefined>;
  const text = signedFields[fields.Type]!.filter((name) => record[name] !== undefined)
    .map((name) => `${name}\n${record[name]}\n`)
    .join("");
  const signature = createSign(version === "1" ? "RSA-SHA1" : "RSA-SHA256")
    .update(text, "utf8")
    .sign(key, "base64");
  return { ...fields, SignatureVersion: version, Signature: signature, SigningCertURL: certUrl };
}

export const TOPIC = "arn:aws:sns:eu-west-2:123456789012:ses-events";

/** An SNS Notification carrying an SES bounce or complaint, unsigned. */
export function sesNotification(
  event:
    | { type: "Bounce"; bounceType: "Permanent" | "Transient"; email: string; messageId?: string }
    | { type: "Complaint"; email: string; messageId?: string },
  { topic = TOPIC, timestamp = new Date().toISOString() } = {},
) {
  const mail = {
    messageId: "ses-0100018c",
    commonHeaders: event.messageId ? { messageId: event.messageId } : {},
  };
  const message =
    event.type === "Bounce"
      ? {
          notificationType: "Bounce",
          bounce: {
            bounceType: event.bounceType,
            bouncedRecipients: [{ emailAddress: event.email }],
          },
          mail,
        }
      : {
          notificationType: "Complaint",
          complaint: { complainedRecipients: [{ emailAddress: event.email }] },
          mail,
        };
  return {
    Type: "Notification",
    MessageId: randomUUID(),
    TopicArn: topic,
    Message: JSON.stringify(message),
    Timestamp: timestamp,
  };
}
