"use client";

import { useEffect, useRef } from "react";

import { STARTED_FIELD } from "@/lib/validation/constants";

import { Honeypot } from "./honeypot";

/**
 * The honeypot, hidden from people and assistive technology (bots fill it), and the time the form
 * was first shown, set in the browser so a form submitted faster than a person can type is
 * quarantined (DESIGN.md, "Anti-spam"). Without JavaScript the time stays empty and is not judged.
 */
export function BotFields() {
  const startedRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (startedRef.current && !startedRef.current.value)
      startedRef.current.value = String(Date.now());
  }, []);
  return (
    <>
      <Honeypot />
      <input ref={startedRef} type="hidden" name={STARTED_FIELD} defaultValue="" />
    </>
  );
}
