import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  localSns,
  makeSigningCertificate,
  sesNotification,
  signSns,
} from "../../../tests/support/sns";
import {
  confirmSnsSubscription,
  forgetSnsCertificatesForTests,
  isSnsUrl,
  snsStringToSign,
  verifySnsMessage,
} from "./sns";

describe("SNS message signatures", () => {
  let sns: Awaited<ReturnType<typeof localSns>>;
  let signer: { key: string; cert: string };
  let stranger: { key: string; cert: string };
  let certUrl: string;

  beforeAll(async () => {
    sns = await localSns();
    signer = makeSigningCertificate();
    stranger = makeSigningCertificate();
    certUrl = sns.serve(signer.cert);
  }, 30_000);
  afterAll(() => sns.close());

  const bounce = () =>
    sesNotification({ type: "Bounce", bounceType: "Permanent", email: "gone@example.co.uk" });

  it.each(["1", "2"] as const)(
    "accepts a message signed (version %s) by the certificate it names",
    async (version) => {
      const message = signSns(bounce(), signer.key, certUrl, version);
      expect(await verifySnsMessage(message, sns.trust)).toBe(true);
    },
  );

  it("signs the Subject only when the message has one", () => {
    const fields = { ...bounce(), Signature: "", SignatureVersion: "2", SigningCertURL: "" };
    expect(snsStringToSign(fields)).not.toContain("Subject");
    expect(snsStringToSign({ ...fields, Subject: "Hi" })).toContain("Subject\nHi\n");
  });

  it("refuses a message changed after it was signed", async () => {
    const message = signSns(bounce(), signer.key, certUrl);
    const forged = {
      ...message,
      Message: message.Message.replace("gone@example.co.uk", "victim@example.co.uk"),
    };
    expect(await verifySnsMessage(forged, sns.trust)).toBe(false);
  });

  it("refuses a message signed by another key than the named certificate's", async () => {
    const message = signSns(bounce(), stranger.key, certUrl);
    expect(await verifySnsMessage(message, sns.trust)).toBe(false);
  });

  it("refuses a message naming a certificate from a host it may not fetch, without fetching it", async () => {
    forgetSnsCertificatesForTests();
    const before = sns.requests.length;
    const elsewhere = certUrl.replace("127.0.0.1", "localhost");
    const message = signSns(bounce(), signer.key, elsewhere);
    expect(await verifySnsMessage(message, sns.trust)).toBe(false);
    expect(sns.requests.length).toBe(before);
  });

  it("refuses an unknown signature version and an unknown message type", async () => {
    const message = signSns(bounce(), signer.key, certUrl);
    expect(await verifySnsMessage({ ...message, SignatureVersion: "3" }, sns.trust)).toBe(false);
    expect(await verifySnsMessage({ ...message, Type: "Other" }, sns.trust)).toBe(false);
  });

  it("confirms a verified subscription by fetching its SubscribeURL, only from an allowed host", async () => {
    const confirmation = signSns(
      {
        Type: "SubscriptionConfirmation",
        MessageId: "m-1",
        TopicArn: "arn:aws:sns:eu-west-2:123456789012:ses-events",
        Message: "You have chosen to subscribe",
        Timestamp: new Date().toISOString(),
        Token: "token-1",
        SubscribeURL: `${sns.origin}/confirm?Token=token-1`,
      },
      signer.key,
      certUrl,
    );
    expect(await verifySnsMessage(confirmation, sns.trust)).toBe(true);
    expect(await confirmSnsSubscription(confirmation, sns.trust)).toBe(true);
    expect(sns.requests).toContain("/confirm?Token=token-1");
    const elsewhere = { ...confirmation, SubscribeURL: "https://attacker.example/confirm" };
    expect(await confirmSnsSubscription(elsewhere, sns.trust)).toBe(false);
  });

  it("in production fetches only from https SNS hosts", () => {
    const allowed = (url: string) => isSnsUrl(new URL(url));
    expect(allowed("https://sns.eu-west-2.amazonaws.com/SimpleNotificationService-abc.pem")).toBe(
      true,
    );
    expect(allowed("https://sns.cn-north-1.amazonaws.com.cn/SimpleNotificationService-a.pem")).toBe(
      true,
    );
    for (const url of [
      "http://sns.eu-west-2.amazonaws.com/SimpleNotificationService-abc.pem",
      "https://sns.eu-west-2.amazonaws.com.attacker.example/cert.pem",
      "https://attacker.example/sns.eu-west-2.amazonaws.com/cert.pem",
      "https://sns.eu-west-2.amazonaws.com@attacker.example/cert.pem",
      "https://sns.eu-west-2.amazonaws.com:8443/cert.pem",
      "https://s3.eu-west-2.amazonaws.com/cert.pem",
    ]) {
      expect(allowed(url), url).toBe(false);
    }
  });
});
