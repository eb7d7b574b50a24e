import "server-only";

import type { NextRequest } from "next/server";

import { dryRun } from "../../campaigns/dry-run";
import { freezeAndSend } from "../../campaigns/freeze";
import {
  cancelCampaign,
  changeRate,
  pauseCampaign,
  resumeCampaign,
  retryFailed,
} from "../../campaigns/controls";
import { scheduleCampaign, unschedule } from "../../campaigns/schedule";
import { createDraft, updateDraft } from "../../campaigns/store";
import { queueTestSend } from "../../campaigns/test-send";
import { type Database, getDatabase } from "../../db";
import { wakeDispatcher } from "../../outbox-signal";
import { draftErrorText, draftFromForm } from "../campaign-form";
import { adminRoute, plainText, readForm, seeOther } from "../http";

type Form = Record<string, string>;
type Action = (form: Form, id: number) => Promise<Response>;

const page = (id: number, outcome: string) => seeOther(`/admin/campaigns/${id}?${outcome}`);

/** A press that found the campaign in another state (sent already, paused by someone else). */
const missed = (id: number) => page(id, "missed=1");

/** A press that moves the campaign on from the state it expects; from any other, `missed`. */
const stateChange =
  (change: (db: Database, id: number) => Promise<boolean>, outcome: string): Action =>
  async (_form, id) => {
    const { db } = await getDatabase();
    return (await change(db, id)) ? page(id, outcome) : missed(id);
  };

const actions: Record<string, Action> = {
  async save(form, id) {
    const { db } = await getDatabase();
    const input = draftFromForm(form);
    const saved = id ? await updateDraft(db, id, input) : await createDraft(db, input);
    if ("errors" in saved) {
      if (saved.errors.state) return page(id, "locked=1");
      return plainText(422, draftErrorText(saved.errors));
    }
    return page(saved.id, "saved=1");
  },
  async "test-send"(form, id) {
    const { db } = await getDatabase();
    const outcome = await queueTestSend(db, id, form.to ?? "", form.as || null);
    if ("refused" in outcome) return plainText(422, outcome.refused);
    wakeDispatcher();
    const back = new URLSearchParams({ tested: "1" });
    if (form.as) back.set("as", form.as);
    return page(id, back.toString());
  },
  // Send now, and the confirmation a schedule missed while the site was down waits for. The
  // dry run goes first: a message with an unresolved field, no unsubscribe link or over 100 KB
  // is not sent to anyone.
  async send(_form, id) {
    const { db } = await getDatabase();
    const report = await dryRun(db, id);
    if (!report) return plainText(404, "No such campaign.");
    if (!report.ok) return page(id, "dryrun=1&refused=1");
    const outcome = await freezeAndSend(db, id);
    if (outcome.status === "refused") return plainText(409, outcome.reason);
    wakeDispatcher();
    return page(id, `sent=${outcome.recipients}`);
  },
  async schedule(form, id) {
    const { db } = await getDatabase();
    const report = await dryRun(db, id);
    if (!report) return plainText(404, "No such campaign.");
    if (!report.ok) return page(id, "dryrun=1&refused=1");
    const outcome = await scheduleCampaign(db, id, form.at ?? "");
    if ("refused" in outcome) return plainText(422, outcome.refused);
    return page(id, "scheduled=1");
  },
  unschedule: stateChange(unschedule, "unscheduled=1"),
  pause: stateChange(pauseCampaign, "paused=1"),
  async resume(_form, id) {
    const { db } = await getDatabase();
    if (!(await resumeCampaign(db, id))) return missed(id);
    wakeDispatcher();
    return page(id, "resumed=1");
  },
  cancel: stateChange(cancelCampaign, "cancelled=1"),
  async retry(_form, id) {
    const { db } = await getDatabase();
    const count = await retryFailed(db, id);
    if (count > 0) wakeDispatcher();
    return page(id, `retried=${count}`);
  },
  async rate(form, id) {
    const { db } = await getDatabase();
    const rate = Number(form.rate);
    if (!(await changeRate(db, id, rate)))
      return plainText(
        422,
        "Enter a whole number of messages a minute, 1 to 60,000, for a campaign not yet finished or cancelled.",
      );
    wakeDispatcher();
    return page(id, `rate=${rate}`);
  },
};

/**
 * Every change to a campaign, one route per press (POST /admin/api/campaigns/{action}); each
 * answers with the campaign's page (303), so the forms work the same without scripts.
 */
export const handleCampaignAction = adminRoute(
  { change: true },
  async (request: NextRequest, context: { params: Promise<{ action: string }> }) => {
    const { action } = await context.params;
    const run = Object.hasOwn(actions, action) ? actions[action] : undefined;
    if (!run) return plainText(404, "No such campaign action.");
    const body = await readForm(request);
    if (!body.ok) return body.response;
    const id = body.form.id ? Number(body.form.id) : 0;
    if (!Number.isSafeInteger(id) || id < 0 || (id === 0 && action !== "save"))
      return plainText(422, "No such campaign.");
    return run(body.form, id);
  },
);
