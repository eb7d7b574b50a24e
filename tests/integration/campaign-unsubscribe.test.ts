import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { summariseAudience } from "@/server/campaigns/audiences";
import { campaignDispatch } from "@/server/campaigns/dispatch";
import { freezeAndSend } from "@/server/campaigns/freeze";
import { lookUpLeave } from "@/server/campaigns/leave";
import { leaveToken } from "@/server/campaigns/leave-token";
import { pumpCampaigns } from "@/server/campaigns/pump";
import { queryRows } from "@/server/db/query";
import { leaveEndpoint } from "@/server/http/launch-news-token";
import { Dispatcher } from "@/server/notifications/dispatcher";

import {
  campaignOptions,
  newCampaign,
  recipientStates,
  seedWaitlist,
  setAllowance,
} from "../factories/campaigns";
import { dispatcherOptions, recordingTransport } from "../factories/dispatcher";
import { describeOnDrivers } from "../setup/test-database";

/** What a mail client does with List-Unsubscribe-Post (RFC 8058): POST, no cookies, no Origin. */
const oneClick = (url: string) =>
  leaveEndpoint(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
  );

describeOnDrivers("leaving launch news from a campaign message", campaignOptions, ({ db }) => {
  it("one press leaves at once, keeps the waitlist entry and place, and no campaign mail follows", async () => {
    await seedWaitlist(db(), "leaver@example.co.uk", { place: 4 });
    await seedWaitlist(db(), "stayer@example.co.uk", { place: 5 });
    const first = await newCampaign(db());
    const next = await newCampaign(db(), { subject: "Second" });
    await freezeAndSend(db(), first);
    await freezeAndSend(db(), next);
    // Send the first campaign only: the second stays frozen, not yet handed over.
    await db().execute(sql`update campaigns set state = 'paused' where id = ${next}`);
    const transport = recordingTransport();
    const dispatcher = new Dispatcher(async () => db(), {
      ...dispatcherOptions({ transport }),
      ...campaignDispatch(),
    });
    await setAllowance(db(), first, 100);
    await dispatcher.drain();
    const message = transport.sent.find((m) => m.to[0] === "leaver@example.co.uk")!;
    const url = /^<([^>]+)>/.exec(message.headers!["List-Unsubscribe"]!)![1]!;
    const token = new URL(url).searchParams.get("token")!;
    expect(message.text).toContain(`/launch-news/unsubscribe?token=${token}`);
    expect(await lookUpLeave(token)).toBe("subscribed");

    const answer = await oneClick(url);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "left" });
    expect(await lookUpLeave(token)).toBe("left");
    // Again: the same answer, nothing more changes.
    expect((await oneClick(url)).status).toBe(200);

    const [person] = await queryRows<{ founder_place: number; left: boolean }>(
      db(),
      sql`select founder_place, launch_news_left_at is not null as left from waitlist_people
          where email_normalised = 'leaver@example.co.uk'`,
    );
    expect(person).toEqual({ founder_place: 4, left: true });
    await pumpCampaigns(db());
    expect((await recipientStates(db(), first)).map((r) => r.state)).toEqual([
      "unsubscribed",
      "sent",
    ]);
    // A campaign frozen before the press writes to them no more; a new one leaves them out.
    await db().execute(sql`update campaigns set state = 'sending' where id = ${next}`);
    await setAllowance(db(), next, 100);
    const later = recordingTransport();
    await new Dispatcher(async () => db(), {
      ...dispatcherOptions({ transport: later }),
      ...campaignDispatch(),
    }).drain();
    expect(later.sent.map((m) => m.to[0])).toEqual(["stayer@example.co.uk"]);
    expect(await summariseAudience(db(), "launch_news", {})).toMatchObject({
      count: 1,
      exclusions: { unsubscribed: 1 },
    });
  });

  it("refuses a forged or altered link and changes nothing", async () => {
    await seedWaitlist(db(), "a@example.co.uk", { place: 1 });
    const id = await newCampaign(db());
    await freezeAndSend(db(), id);
    const [real] = await queryRows<{ id: number }>(db(), sql`select id from campaign_recipients`);
    const forged = `${Number(real!.id) + 1}.${leaveToken(Number(real!.id)).split(".")[1]}`;
    for (const token of [forged, "1.short", `${real!.id}.${"A".repeat(32)}`]) {
      const answer = await oneClick(
        `http://localhost/api/launch-news/unsubscribe?token=${encodeURIComponent(token)}`,
      );
      expect(answer.status).toBe(404);
    }
    const [person] = await queryRows<{ left: boolean }>(
      db(),
      sql`select launch_news_left_at is not null as left from waitlist_people`,
    );
    expect(person).toEqual({ left: false });
  });
});
