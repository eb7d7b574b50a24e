"use client";

import { useEffect, useRef } from "react";

import { holdBackEntry } from "./back-entry";

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
