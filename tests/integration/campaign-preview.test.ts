import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { campaignDispatch } from "@/server/campaigns/dispatch";
import { previewCandidates, previewMail } from "@/server/campaigns/preview";
import { findCampaign } from "@/server/campaigns/store";
import { queueTestSend } from "@/server/campaigns/test-send";
import { queryRows } from "@/server/db/query";
import { Dispatcher } from "@/server/notifications/dispatcher";

import { campaignOptions, newCampaign, seedWaitlist } from "../factories/campaigns";
import { dispatcherOptions, recordingTransport } from "../factories/dispatcher";
import { describeOnDrivers } from "../setup/test-database";

const tokenLink = /token=/;

describeOnDrivers("campaign preview and test send", campaignOptions, ({ db }) => {
  it("previews as a named recipient of the audience, with no live personal link", async () => {
    await seedWaitlist(db(), "ada@example.co.uk", { name: "Ada Lovelace", company: "Ada Ltd" });
    await seedWaitlist(db(), "bob@example.co.uk", { name: "Bob Stone", confirmed: false });
    const id = await newCampaign(db());
    const campaign = (await findCampaign(db(), id))!;
    // Only those who would receive it are offered: Bob has not confirmed.
    expect(await previewCandidates(db(), campaign)).toEqual(["ada@example.co.uk"]);
    const { mail, as } = await previewMail(db(), campaign, "ada@example.co.uk");
    expect(as).toBe("ada@example.co.uk");
    expect(mail.subject).toBe("We are live");
    expect(mail.text).toMatch(/^Hi Ada,/);
    expect(mail.text).toContain("Grafter is live for Ada Ltd.");
    expect(mail.unresolved).toEqual([]);
    expect(mail.text).not.toMatch(tokenLink);
    expect(mail.html).not.toMatch(tokenLink);
    expect(mail.headers["List-Unsubscribe"]).not.toMatch(tokenLink);
  });

  it("queues a test to a typed address, marked, composed when sent, changing no count", async () => {
    await seedWaitlist(db(), "ada@example.co.uk", { name: "Ada Lovelace" });
    const id = await newCampaign(db());
    expect(await queueTestSend(db(), id, "not an address", null)).toEqual({
      refused: "Enter the e-mail address to send the test to.",
    });
    expect(await queueTestSend(db(), id, "Founder@Example.com", "ada@example.co.uk")).toEqual({
      queued: true,
    });
    const transport = recordingTransport();
    await new Dispatcher(async () => db(), {
      ...dispatcherOptions({ transport }),
      ...campaignDispatch(),
    }).drain();
    expect(transport.sent).toHaveLength(1);
    const [test] = transport.sent;
    expect(test!.to).toEqual(["Founder@Example.com"]);
    expect(test!.subject).toBe("[TEST] We are live");
    expect(test!.text).toMatch(/^Hi Ada,/);
    expect(test!.text).not.toMatch(tokenLink);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number | string }>(
      db(),
      sql`select count(*) as n from campaign_recipients`,
    );
    expect(Number(n)).toBe(0);
    expect((await findCampaign(db(), id))!.state).toBe("draft");
  });
});
