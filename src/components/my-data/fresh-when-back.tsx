"use client";

import { useEffect } from "react";

/**
 * A person's page the browser shows again from its back/forward cache is reloaded, so Back after
 * a correction or a deletion shows what is held now, not what was (docs/decisions/047). Without
 * JavaScript the redirect after a change clears what the browser kept instead.
 */
export function FreshWhenBack() {
  useEffect(() => {
    const reloadIfKept = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pageshow", reloadIfKept);
    return () => window.removeEventListener("pageshow", reloadIfKept);
  }, []);
  return null;
}
