"use client";

import { useEffect, useRef } from "react";

const isEntryOf = (entry: string, state: unknown) =>
  (state as { grafterOverlay?: unknown } | null)?.grafterOverlay === entry;
const pushEntry = (entry: string) => window.history.pushState({ grafterOverlay: entry }, "");

/**
 * While `open`, a modal dialog has a history entry of its own (named `entry`), so Back (a phone's
 * back gesture above all) closes it instead of leaving the page (conventions.md "Back closes a dialog"). `onBack` closes it
 * and says so, or keeps it (a submission in flight) and the entry is put back. Closed any other
 * way, the entry is taken away again. Next.js keeps its router's own state in a pushed entry (it
 * wraps history.pushState).
 */
export function useBackCloses(open: boolean, entry: string, onBack: () => boolean) {
  const onBackRef = useRef(onBack);
  const openRef = useRef(open);
  useEffect(() => {
    onBackRef.current = onBack;
  });

  useEffect(() => {
    openRef.current = open;
    if (!open) return;
    if (!isEntryOf(entry, window.history.state)) pushEntry(entry);
    const onPopState = (event: PopStateEvent) => {
      if (!isEntryOf(entry, event.state) && !onBackRef.current()) pushEntry(entry);
    };
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("popstate", onPopState);
      // A moment later: React may run this effect again at once with the dialog still open
      // (Strict Mode in development), and then the entry stays.
      setTimeout(() => {
        if (!openRef.current && isEntryOf(entry, window.history.state)) window.history.back();
      }, 0);
    };
  }, [open, entry]);
}

/**
 * The same entry for a dialog shown outside React (decision 096), taken in the task that shows
 * it: a Back pressed before React had committed the opening left the page. Returns `release`, for
 * a dialog closed any other way.
 */
export function holdBackEntry(entry: string, onBack: () => boolean): () => void {
  if (!isEntryOf(entry, window.history.state)) pushEntry(entry);
  const onPopState = (event: PopStateEvent) => {
    if (!isEntryOf(entry, event.state) && !onBack()) pushEntry(entry);
  };
  window.addEventListener("popstate", onPopState);
  return () => {
    window.removeEventListener("popstate", onPopState);
    if (isEntryOf(entry, window.history.state)) window.history.back();
  };
}
