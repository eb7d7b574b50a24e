import { NextRequest } from "next/server";
import { expect, it } from "vitest";

import { handleCampaignAction } from "@/server/admin/handlers/campaigns";
import { findCampaign, listCampaigns } from "@/server/campaigns/store";

import { newCampaign, seedWaitlist } from "../factories/campaigns";
import { adminSessionCookie } from "../factories/admin";
import { describeOnDrivers } from "../setup/test-database";

const base = "http://localhost:3000";

function press(cookie: string, action: string, form: Record<string, string>) {
  return handleCampaignAction(
    new NextRequest(`${base}/admin/api/campaigns/${action}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    }),
    { params: Promise.resolve({ action }) },
  );
}

const options = { env: { ADMIN_PASSWORD: "the-right-password" } };

describeOnDrivers("the console's campaign presses", options, ({ db }) => {
  it("saves a draft from the form's one choice of purpose and audience", async () => {
    const cookie = await adminSessionCookie();
    const response = await press(cookie, "save", {
      target: "launch_announcement/founders",
      subject: "We are live",
      body: "Hi {{first_name}}",
      rate: "120",
      placeTo: "10",
    });
    expect(response.status).toBe(303);
    const [saved] = await listCampaigns(db());
    expect(response.headers.get("location")).toBe(`/admin/campaigns/${saved!.id}?saved=1`);
    expect(saved).toMatchObject({
      audience: "founders",
      purpose: "launch_announcement",
      ratePerMinute: 120,
      filters: { founderGroup: "places", placeTo: 10 },
    });
  });

  it("answers bad input with a 4xx in words and changes nothing", async () => {
    const cookie = await adminSessionCookie();
    const id = await newCampaign(db());
    const refused = [
      [await press(cookie, "delete-everything", { id: String(id) }), 404],
      [await press(cookie, "pause", {}), 422],
      [await press(cookie, "pause", { id: "abc" }), 422],
      [await press(cookie, "save", { target: "marketing/launch_news", rate: "60" }), 422],
      [await press(cookie, "test-send", { id: String(id), to: "nobody" }), 422],
      [await press(cookie, "rate", { id: String(id), rate: "0" }), 422],
      [await press(cookie, "schedule", { id: String(id), at: "tomorrow" }), 303],
    ] as const;
    for (const [response, status] of refused.slice(0, -1)) expect(response.status).toBe(status);
    expect(await refused[3][0].text()).toContain(
      "Purpose and audience: Waitlist, launch news (confirmed addresses) may receive only: launch announcement, founder invitation.",
    );
    // Nobody in the audience: the dry run refuses the schedule before its time is read.
    expect(refused.at(-1)![0].headers.get("location")).toBe(
      `/admin/campaigns/${id}?dryrun=1&refused=1`,
    );
    expect(await listCampaigns(db())).toHaveLength(1);
    expect(await findCampaign(db(), id)).toMatchObject({ state: "draft", ratePerMinute: 60_000 });
  });

  it("sends, pauses and resumes through the presses, each answered with the page", async () => {
    await seedWaitlist(db(), "ada@example.co.uk", { name: "Ada Lovelace" });
    const cookie = await adminSessionCookie();
    const id = String(await newCampaign(db(), { ratePerMinute: 1 }));
    const sent = await press(cookie, "send", { id });
    expect(sent.headers.get("location")).toBe(`/admin/campaigns/${id}?sent=1`);
    expect((await press(cookie, "pause", { id })).headers.get("location")).toBe(
      `/admin/campaigns/${id}?paused=1`,
    );
    expect((await press(cookie, "pause", { id })).headers.get("location")).toBe(
      `/admin/campaigns/${id}?missed=1`,
    );
    expect((await press(cookie, "resume", { id })).headers.get("location")).toBe(
      `/admin/campaigns/${id}?resumed=1`,
    );
    expect((await findCampaign(db(), Number(id)))!.state).toBe("sending");
  });
});
