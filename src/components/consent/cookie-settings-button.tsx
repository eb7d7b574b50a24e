"use client";

import { loadConsentPanel, openConsentSettings } from "./consent-client";

/**
 * Reopens the preferences panel with the current choices. It is a real button; inside a GET form
 * to the cookie policy, so that before the page's JavaScript runs (or without it) it still leads
 * somewhere useful instead of doing nothing. Its words may be a translation when React hydrates
 * them, which it then keeps rather than throwing the page away (decisions 074 and 075).
 */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <form action="/legal/cookies" method="get" className="contents">
      <button
        type="submit"
        className={className}
        onPointerEnter={loadConsentPanel}
        onFocus={loadConsentPanel}
        onClick={(event) => {
          event.preventDefault();
          openConsentSettings(event.currentTarget);
        }}
        suppressHydrationWarning
      >
        {label}
      </button>
    </form>
  );
}
