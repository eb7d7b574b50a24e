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
    const held = holdBackEntry(entry, () => onBackRef.current());
    return () => {
      held.stop();
      // A moment later: React may run this effect again at once with the dialog still open
      // (Strict Mode in development), and then the entry stays.
      setTimeout(() => {
        if (!openRef.current) held.release();
      }, 0);
    };
  }, [open, entry]);
}

/**
 * The entry itself, taken now: a dialog shown outside React (decision 096) takes it in the task
 * that shows it, as a Back pressed before React had committed the opening left the page. `stop`
 * stops listening and leaves the entry; `release` also takes it away, for a dialog closed any
 * other way than Back.
 */
export function holdBackEntry(entry: string, onBack: () => boolean) {
  if (!isEntryOf(entry, window.history.state)) pushEntry(entry);
  const onPopState = (event: PopStateEvent) => {
    if (!isEntryOf(entry, event.state) && !onBack()) pushEntry(entry);
  };
  window.addEventListener("popstate", onPopState);
  const stop = () => window.removeEventListener("popstate", onPopState);
  return {
    stop,
    release: () => {
      stop();
      if (isEntryOf(entry, window.history.state)) window.history.back();
    },
  };
}
