"use client";

import { SiteLink } from "@/components/ui/site-link";
import { useEffect, useRef } from "react";

import { consentCopy } from "@/content/consent";
import type { ConsentChoices } from "@/lib/consent/record";

import {
  focusMainContent,
  loadConsentPanel,
  openConsentSettings,
  saveConsent,
} from "./consent-client";
import { RejectAcceptAll } from "./reject-accept-all";

// Accept All and Reject All share one style: refusing is exactly as easy and as visible (ICO).
// On a phone each button starts at its label's width and the row shares what is left, so a row
// holds only the buttons whose labels fit whole: in a wider font (a first visit's fallback) or at
// a larger text size the last one moves to a line of its own instead of breaking "Customize".
const choiceButton =
  "bg-navy-900 hover:bg-navy-800 min-h-11 flex-auto rounded-lg px-3 py-2 text-sm font-semibold text-white md:w-32";
const customizeButton =
  "text-navy-900 min-h-11 flex-auto rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold hover:bg-slate-50 md:w-32";

/**
 * A compact bar fixed to the bottom of the viewport: it overlays the page instead of pushing
 * it, so it causes no layout shift, and it is short enough on a 375 px phone to leave the
 * hero's call to action in view. Rendered first in <body> so the first Tab reaches it.
 */
export function ConsentBanner() {
  const ref = useRef<HTMLElement>(null);

  // Room below the page, so the end of the footer can be scrolled clear of the banner. A margin
  // below <body> lengthens the document without moving anything already on screen. The same
  // height as scroll padding: what Tab brings into view is scrolled clear of the banner, not left
  // under it (WCAG 2.4.11; conventions.md "What Tab brings into view").
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const observer = new ResizeObserver(() => {
      const height = `${banner.offsetHeight}px`;
      document.body.style.marginBottom = height;
      document.documentElement.style.scrollPaddingBottom = height;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      document.body.style.marginBottom = "";
      document.documentElement.style.scrollPaddingBottom = "";
    };
  }, []);

  function choose(choices: ConsentChoices) {
    const hadFocus = ref.current?.contains(document.activeElement);
    saveConsent(choices);
    // The banner unmounts with the choice; keyboard focus must not fall off the page.
    if (hadFocus) focusMainContent();
  }

  return (
    <section
      ref={ref}
      aria-label={consentCopy.bannerLabel}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-2 sm:p-4 print:hidden"
    >
      <div className="pointer-events-auto mx-auto flex max-w-5xl flex-col gap-3 rounded-2xl bg-white p-3 text-sm leading-6 text-slate-700 shadow-2xl ring-1 ring-slate-900/10 sm:p-4 md:flex-row md:items-center md:gap-6 md:px-6 forced-colors:border">
        <p className="px-1 md:flex-1 md:px-0">
          {consentCopy.bannerText}{" "}
          <SiteLink
            href="/legal/cookies"
            className="font-semibold text-navy-900 underline underline-offset-4"
          >
            Cookie Policy
          </SiteLink>
        </p>
        <div className="flex flex-wrap gap-2 md:shrink-0 md:flex-nowrap">
          <button
            type="button"
            className={customizeButton}
            onPointerEnter={loadConsentPanel}
            onFocus={loadConsentPanel}
            onClick={(event) => openConsentSettings(event.currentTarget)}
          >
            Customize
          </button>
          <RejectAcceptAll className={choiceButton} onChoose={choose} />
        </div>
      </div>
    </section>
  );
}
