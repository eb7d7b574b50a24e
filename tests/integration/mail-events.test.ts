import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { selfPauseReason } from "@/server/campaigns/canary";
import { resumeCampaign } from "@/server/campaigns/controls";
import { campaignDispatch } from "@/server/campaigns/dispatch";
import { freezeAndSend } from "@/server/campaigns/freeze";
import { pumpCampaigns } from "@/server/campaigns/pump";
import { findCampaign } from "@/server/campaigns/store";
import { isSuppressed } from "@/server/campaigns/suppression";
import type { Database } from "@/server/db";
import { queryRows } from "@/server/db/query";
import { hmacSignature } from "@/server/mail-events/auth";
import { mailEventsEndpoint } from "@/server/mail-events/endpoint";
import { Dispatcher } from "@/server/notifications/dispatcher";
import type { MailMessage } from "@/server/notifications/transports";

import {
  campaignOptions,
  newCampaign,
  recipientStates,
  seedManyWaitlist,
  setAllowance,
} from "../factories/campaigns";
import { dispatcherOptions, recordingTransport } from "../factories/dispatcher";
import { describeOnDrivers } from "../setup/test-database";
import { localSns, makeSigningCertificate, sesNotification, signSns, TOPIC } from "../support/sns";

const HMAC_SECRET = "generic-mail-events-secret-0123456789abcdef";
const POSTMARK = { user: "postmark-hook", password: "postmark-hook-password-0123" };

const request = (headers: Record<string, string>, body: string) =>
  new Request("http://localhost:3000/api/mail-events", { method: "POST", headers, body });

const snsRequest = (message: object) =>
  request(
    { "content-type": "text/plain; charset=UTF-8", "x-amz-sns-message-type": "Notification" },
    JSON.stringify(message),
  );

const postmarkRequest = (body: object, password = POSTMARK.password) =>
  request(
    {
      "content-type": "application/json",
      authorization: `Basic ${Buffer.from(`${POSTMARK.user}:${password}`).toString("base64")}`,
    },
    JSON.stringify(body),
  );

function genericRequest(body: object, { secondsAgo = 0, secret = HMAC_SECRET } = {}) {
  const text = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000) - secondsAgo);
  return request(
    {
      "content-type": "application/json",
      "x-mail-event-timestamp": timestamp,
      "x-mail-event-signature": hmacSignature(secret, timestamp, text),
    },
    text,
  );
}

/** Everything an event could change: the list, the events, every recipient and campaign. */
async function everything(db: Database) {
  return queryRows(
    db,
    sql`select
          (select count(*) from mail_suppressions) as suppressions,
          (select count(*) from mail_events) as events,
          (select string_agg(state, ',' order by id) from campaign_recipients) as recipients,
          (select string_agg(state || ':' || coalesce(pause_reason, ''), ',' order by id)
             from campaigns) as campaigns`,
  );
}

const options = {
  env: {
    ...campaignOptions.env,
    MAIL_EVENTS_SNS_TOPIC_ARNS: TOPIC,
    MAIL_EVENTS_POSTMARK_AUTH: `${POSTMARK.user}:${POSTMARK.password}`,
    MAIL_EVENTS_HMAC_SECRET: HMAC_SECRET,
    CAMPAIGN_CANARY_MINUTES: "10",
  },
};

describeOnDrivers("provider events and the canary", options, ({ db }) => {
  let sns: Awaited<ReturnType<typeof localSns>>;
  let signer: { key: string; cert: string };
  let certUrl: string;
  let handle: (request: Request) => Promise<Response>;
  beforeAll(async () => {
    sns = await localSns();
    signer = makeSigningCertificate();
    certUrl = sns.serve(signer.cert);
    handle = mailEventsEndpoint({ trust: sns.trust });
  }, 30_000);
  afterAll(() => sns.close());

  /**
   * Freezes a campaign of `n` and sends what the pump lets go (the canary, for more than 20),
   * settling every message; the mail sent, by address.
   */
  async function sendCanary(n: number, prefix = "n") {
    await seedManyWaitlist(db(), n, prefix);
    const id = await newCampaign(db());
    await freezeAndSend(db(), id);
    const transport = recordingTransport();
    const dispatcher = new Dispatcher(async () => db(), {
      ...dispatcherOptions({ transport, batchSize: 100 }),
      ...campaignDispatch(),
    });
    for (let round = 0; round < 5; round += 1) {
      await setAllowance(db(), id, 60_000);
      await dispatcher.drain();
    }
    await pumpCampaigns(db());
    const sent = new Map<string, MailMessage>(transport.sent.map((m) => [m.to[0]!, m]));
    return { id, sent, dispatcher };
  }

  it("refuses every event it cannot authenticate with 401, and changes nothing", async () => {
    await sendCanary(30);
    const before = await everything(db());
    const email = "n1@example.co.uk";
    const signed = (fields: object, url = certUrl) =>
      signSns(fields as Parameters<typeof signSns>[0], signer.key, url);
    const bounce = (options = {}) =>
      sesNotification({ type: "Bounce", bounceType: "Permanent", email }, options);
    const genuine = signed(bounce());
    const stranger = makeSigningCertificate();
    const refused: [string, Request][] = [
      [
        "no credentials at all",
        request({ "content-type": "application/json" }, JSON.stringify({ email })),
      ],
      ["SNS: another topic, signed by SNS", snsRequest(signed(bounce({ topic: `${TOPIC}-x` })))],
      [
        "SNS: the message changed after signing",
        snsRequest({ ...genuine, Message: genuine.Message.replace("n1@", "n2@") }),
      ],
      [
        "SNS: signed by a key that is not the certificate's",
        snsRequest(signSns(bounce(), stranger.key, certUrl)),
      ],
      [
        "SNS: a certificate from a host it may not fetch",
        snsRequest(signed(bounce(), certUrl.replace("127.0.0.1", "localhost"))),
      ],
      [
        "SNS: sent again two hours later",
        snsRequest(signed(bounce({ timestamp: new Date(Date.now() - 7_200_000).toISOString() }))),
      ],
      [
        "Postmark: a wrong password",
        postmarkRequest({ RecordType: "Bounce", Type: "HardBounce", ID: 1, Email: email }, "guess"),
      ],
      [
        "generic: signed with another secret",
        genericRequest(
          { id: "g1", type: "hard_bounce", email },
          { secret: "another-secret-0123456789abcdef-0123456789" },
        ),
      ],
      [
        "generic: a replay signed six minutes ago",
        genericRequest({ id: "g2", type: "complaint", email }, { secondsAgo: 6 * 60 }),
      ],
    ];
    for (const [what, forged] of refused) {
      const response = await handle(forged);
      expect(response.status, what).toBe(401);
    }
    expect(await everything(db())).toEqual(before);
    expect(await isSuppressed(db(), email)).toBe(false);
  });

  it("an SES hard bounce through SNS suppresses at once and marks the recipient; sent again, nothing more", async () => {
    const { id, sent } = await sendCanary(10);
    const email = "n3@example.co.uk";
    const message = signSns(
      sesNotification({
        type: "Bounce",
        bounceType: "Permanent",
        email,
        messageId: sent.get(email)!.messageId,
      }),
      signer.key,
      certUrl,
    );
    const first = await handle(snsRequest(message));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ applied: 1, repeated: 0 });
    expect(await isSuppressed(db(), email)).toBe(true);
    const states = await recipientStates(db(), id);
    expect(states.find((r) => r.email_normalised === email)?.state).toBe("bounced");
    const again = await handle(snsRequest(message));
    expect(await again.json()).toMatchObject({ applied: 0, repeated: 1 });
  });

  it("confirms an SNS subscription of an accepted topic by fetching its SubscribeURL", async () => {
    const confirmation = signSns(
      {
        Type: "SubscriptionConfirmation",
        MessageId: "sub-1",
        TopicArn: TOPIC,
        Message: "You have chosen to subscribe to the topic.",
        Timestamp: new Date().toISOString(),
        Token: "tok-1",
        SubscribeURL: `${sns.origin}/confirm?Action=ConfirmSubscription&Token=tok-1`,
      },
      signer.key,
      certUrl,
    );
    const response = await handle(
      request(
        { "content-type": "text/plain", "x-amz-sns-message-type": "SubscriptionConfirmation" },
        JSON.stringify(confirmation),
      ),
    );
    expect(response.status).toBe(200);
    expect(sns.requests).toContain("/confirm?Action=ConfirmSubscription&Token=tok-1");
  });

  it("a Postmark complaint suppresses at once and marks the latest message to the mailbox complained", async () => {
    const { id } = await sendCanary(10);
    const response = await handle(
      postmarkRequest({ RecordType: "SpamComplaint", ID: 42, Email: "N4@Example.co.uk" }),
    );
    expect(response.status).toBe(200);
    expect(await isSuppressed(db(), "n4@example.co.uk")).toBe(true);
    const states = await recipientStates(db(), id);
    expect(states.find((r) => r.email_normalised === "n4@example.co.uk")?.state).toBe("complained");
  });

  it("three soft bounces in 30 days suppress; two do not, nor do older ones", async () => {
    const email = "soft@example.co.uk";
    const soft = (n: number) =>
      handle(genericRequest({ id: `soft-${n}`, type: "soft_bounce", email }));
    await soft(1);
    await soft(2);
    expect(await isSuppressed(db(), email)).toBe(false);
    await db().execute(
      sql`update mail_events set received_at = now() - interval '31 days' where event_id = 'soft-1'`,
    );
    await soft(3);
    expect(await isSuppressed(db(), email)).toBe(false);
    await soft(4);
    expect(await isSuppressed(db(), email)).toBe(true);
  });

  it("matches the very message by its Message-ID, not the latest to the mailbox", async () => {
    const first = await sendCanary(5, "m");
    const second = await sendCanary(0, "m");
    // The second campaign reaches the same five mailboxes.
    expect(second.sent.size).toBe(5);
    const email = "m2@example.co.uk";
    await handle(
      genericRequest({
        id: "by-id",
        type: "hard_bounce",
        email,
        message_id: first.sent.get(email)!.messageId,
      }),
    );
    const state = async (id: number) =>
      (await recipientStates(db(), id)).find((r) => r.email_normalised === email)?.state;
    expect(await state(first.id)).toBe("bounced");
    expect(await state(second.id)).toBe("sent");
  });

  it("sends the canary first, and the rest once it settled and the wait passed", async () => {
    const { id, sent } = await sendCanary(100);
    expect(sent.size).toBe(20);
    expect(await pumpCampaigns(db())).toBe(0);
    // The last canary message settled eleven minutes ago: the wait is over.
    await db().execute(
      sql`update campaign_recipients set state_at = now() - interval '11 minutes'
          where campaign_id = ${id} and state <> 'queued'`,
    );
    await setAllowance(db(), id, 60_000);
    expect(await pumpCampaigns(db())).toBe(80);
  });

  it("pauses on hard bounces past 2% of those sent, withdraws the rest and says why; resume clears it", async () => {
    const { id } = await sendCanary(100);
    // Released, with 80 handed to the outbox and not yet sent.
    await db().execute(
      sql`update campaign_recipients set state_at = now() - interval '11 minutes'
          where campaign_id = ${id} and state <> 'queued'`,
    );
    await setAllowance(db(), id, 60_000);
    await pumpCampaigns(db());
    await handle(genericRequest({ id: "hb-1", type: "hard_bounce", email: "n7@example.co.uk" }));
    const campaign = await findCampaign(db(), id);
    expect(campaign?.state).toBe("paused");
    expect(await selfPauseReason(db(), id)).toBe(
      "Paused by itself: 1 hard bounce of 20 sent (5.0%), over the 2% limit. Check where the addresses came from before you resume.",
    );
    const [left] = await queryRows<{ n: number | string }>(
      db(),
      sql`select count(*) as n from campaign_recipients
          where campaign_id = ${id} and state = 'queued' and outbox_id is null`,
    );
    expect(Number(left!.n)).toBe(80);
    expect(await resumeCampaign(db(), id)).toBe(true);
    expect(await selfPauseReason(db(), id)).toBeNull();
  });

  it("pauses on any complaint", async () => {
    const { id } = await sendCanary(30);
    await handle(genericRequest({ id: "c-1", type: "complaint", email: "n2@example.co.uk" }));
    expect((await findCampaign(db(), id))?.state).toBe("paused");
    expect(await selfPauseReason(db(), id)).toMatch(
      /^Paused by itself: a recipient marked it as spam/,
    );
  });
});
