"use client";

import { useSyncExternalStore } from "react";

import { captureFirstTouch } from "@/lib/analytics/first-touch";
import { postConsentChoice } from "@/lib/consent/choice-log";
import type { ConsentChoices, ConsentRecord } from "@/lib/consent/record";
import { type ConsentStore, createConsentStore } from "@/lib/consent/store";

/**
 * The browser side of consent: one store per page, shared by the banner, the panel, the settings
 * buttons and every ConsentGate, so a choice made anywhere updates all of them (and other tabs,
 * through the storage event).
 */
let store: ConsentStore | undefined;
function browserStore(): ConsentStore {
  store ??= createConsentStore({ storage: () => window.localStorage, events: window });
  return store;
}

const subscribe = (listener: () => void) => browserStore().subscribe(listener);
const getSnapshot = () => browserStore().get();
// The server and the hydrating render cannot know the choice: "unknown", so nothing optional
// renders into the prerendered HTML and the banner appears only once the browser has looked.
const getServerSnapshot = () => undefined;

/** The saved choice: undefined while unknown (server, hydration), null when none is saved. */
export function useConsent(): ConsentRecord | null | undefined {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** The saved choice now, for code outside React (the funnel, the forms' companions). */
export const currentConsent = getSnapshot;

/** Saves a choice, and posts it as proof of consent (action, banner version, visit id only). */
export function saveConsent(choices: ConsentChoices): ConsentRecord {
  const previous = browserStore().get();
  const record = browserStore().save(choices);
  void postConsentChoice(previous, record);
  // In the click's task, like the proof: a link followed at once must not take with it the
  // source of the page where the choice was made.
  if (record.marketing) captureFirstTouch();
  return record;
}

// Whether the preferences panel is open: a second tiny store, so the footer's and the cookie
// policy's buttons can open the panel that the root layout mounts.
let settingsOpen = false;
let returnFocusTo: HTMLElement | null = null;
const settingsListeners = new Set<() => void>();

function setSettingsOpen(open: boolean) {
  settingsOpen = open;
  for (const listener of settingsListeners) listener();
}

/** Opens the preferences panel; focus goes back to `opener` (or the focused element) on close. */
export function openConsentSettings(opener?: HTMLElement | null) {
  const active = document.activeElement;
  returnFocusTo = opener ?? (active instanceof HTMLElement ? active : null);
  void loadConsentPanel();
  setSettingsOpen(true);
}

export function closeConsentSettings() {
  setSettingsOpen(false);
}

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      settingsListeners.add(listener);
      return () => settingsListeners.delete(listener);
    },
    () => settingsOpen,
    () => false,
  );
}

/** The panel (Radix Dialog and Switch) is its own chunk, fetched on first use or intent. */
export const loadConsentPanel = () => import("./consent-panel");

/**
 * Where focus goes when the panel closes: back to the button that opened it, or, when that
 * button has gone (the banner closes once a choice is saved), to the start of the main content,
 * so keyboard and screen-reader users are not dropped at the end of the document.
 */
export function restoreFocus() {
  const target = returnFocusTo?.isConnected ? returnFocusTo : null;
  returnFocusTo = null;
  if (target) target.focus();
  else focusMainContent();
}

export function focusMainContent() {
  const main = document.querySelector<HTMLElement>("main");
  if (!main) return;
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus({ preventScroll: true });
}
