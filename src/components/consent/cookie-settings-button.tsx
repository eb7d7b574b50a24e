"use client";

import type { ReactNode } from "react";

import { loadConsentPanel, openConsentSettings } from "./consent-client";

/**
 * Reopens the preferences panel with the current choices. It is a real button; inside a GET form
 * to the cookie policy, so that before the page's JavaScript runs (or without it) it still leads
 * somewhere useful instead of doing nothing.
 */
export function CookieSettingsButton({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
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
      >
        {children}
      </button>
    </form>
  );
}
