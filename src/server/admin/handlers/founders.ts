import "server-only";

import type { NextRequest } from "next/server";

import { founderOffer } from "@/content/site";

import { writeAudit } from "../../audit";
import { getDatabase } from "../../db";
import { inviteNextFounders } from "../../founders/invitations";
import { wakeDispatcher } from "../../outbox-signal";
import { adminRoute, plainText, readForm, seeOther } from "../http";

/** "Invite the next N founders": the N lowest places not yet invited (decision 088). */
export const handleInviteFounders = adminRoute({ change: true }, async (request: NextRequest) => {
  const body = await readForm(request);
  if (!body.ok) return body.response;
  const count = Number(body.form.count);
  if (!Number.isInteger(count) || count < 1 || count > founderOffer.places) {
    return plainText(422, `Enter a whole number of founders from 1 to ${founderOffer.places}.`);
  }
  const { db } = await getDatabase();
  const places = await inviteNextFounders(db, count);
  const outcome = new URLSearchParams({ invited: String(places.length) });
  const [from, to] = [places[0], places.at(-1)];
  if (from !== undefined && to !== undefined) {
    await writeAudit(db, {
      action: "invite_founders",
      details: { count: places.length, from, to },
    });
    wakeDispatcher();
    outcome.set("places", from === to ? String(from) : `${from} to ${to}`);
  }
  return seeOther(`/admin/founders?${outcome}`);
});
