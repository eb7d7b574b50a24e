"use client";

import { randomId } from "@/lib/analytics/random-id";
import { FILL_KEY_FIELD, STARTED_FIELD } from "@/lib/validation/constants";

import { HiddenOnMount } from "./hidden-on-mount";
import { Honeypot } from "./honeypot";

const now = () => String(Date.now());

/**
 * The honeypot, hidden from people and assistive technology (bots fill it), the time the form
 * was first shown, set in the browser so a form submitted faster than a person can type is
 * quarantined (DESIGN.md, "Anti-spam"), and the fill's key, so the same fill sent again after a
 * lost answer is stored once (a new key after each success). Without JavaScript both stay empty:
 * the time is not judged and every send is new.
 */
export function BotFields() {
  return (
    <>
      <Honeypot />
      <HiddenOnMount name={STARTED_FIELD} make={now} />
      <HiddenOnMount name={FILL_KEY_FIELD} make={randomId} />
    </>
  );
}
