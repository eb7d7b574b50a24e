"use client";

import { randomId } from "@/lib/analytics/random-id";
import { FILL_KEY_FIELD, STARTED_FIELD } from "@/lib/validation/constants";

import { fillStartedAt } from "./fill-start";
import { HiddenOnMount } from "./hidden-on-mount";
import { Honeypot } from "./honeypot";

/**
 * The honeypot, hidden from people and assistive technology (bots fill it), the time the form
 * was first shown (or first typed into, before the scripts ran: fill-start.ts), set in the
 * browser so a form submitted faster than a person can type is quarantined (DESIGN.md,
 * "Anti-spam"), and the fill's key, so the same fill sent again after a lost answer is stored
 * once (a new key after each success). Without JavaScript both stay empty: the time is not judged
 * and every send is new.
 */
export function BotFields() {
  return (
    <>
      <Honeypot />
      <HiddenOnMount name={STARTED_FIELD} make={fillStartedAt} />
      <HiddenOnMount name={FILL_KEY_FIELD} make={randomId} />
    </>
  );
}
