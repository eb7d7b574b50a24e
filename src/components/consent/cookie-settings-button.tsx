"use client";

import { escapeHtml } from "@/lib/escape-html";

import { loadConsentPanel, openConsentSettings } from "./consent-client";

/**
 * Reopens the preferences panel with the current choices. It is a real button; inside a GET form
 * to the cookie policy, so that before the page's JavaScript runs (or without it) it still leads
 * somewhere useful instead of doing nothing. Its words are inner HTML React does not hydrate, so a
 * page the browser translated before its scripts ran is not thrown away (decision 074).
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
        dangerouslySetInnerHTML={{ __html: escapeHtml(label) }}
      />
    </form>
  );
}
