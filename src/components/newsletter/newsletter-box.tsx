import { newsletterConsent } from "@/content/newsletter";
import { site } from "@/content/site";
import { limits } from "@/lib/validation/constants";

import { Honeypot } from "../forms/honeypot";
import { PrivacyNote } from "../privacy/privacy-note";

/**
 * E-mail and Subscribe, as a plain form post: no JavaScript is loaded for it on any page, and the
 * answer is a page saying what happens next (double opt-in, see api/newsletter).
 */
export function NewsletterBox({
  tone = "dark",
  source,
}: {
  tone?: "dark" | "light";
  source: string;
}) {
  const dark = tone === "dark";
  const inputId = `newsletter-email-${source.replace(/\W+/g, "-")}`;
  return (
    <form method="post" action="/api/newsletter" className="w-full max-w-md">
      <p className={`font-semibold ${dark ? "text-white" : "text-navy-900"}`}>
        The {site.name} newsletter
      </p>
      <p className={`mt-1 text-sm ${dark ? "text-slate-300" : "text-slate-600"}`}>
        {newsletterConsent.text}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={limits.email}
          autoComplete="email"
          placeholder="you@company.co.uk"
          className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-navy-900 placeholder:text-slate-500 sm:flex-1"
        />
        <input type="hidden" name="source" value={source} />
        <Honeypot />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Subscribe
        </button>
      </div>
      <div className="mt-2">
        <PrivacyNote form="newsletter" tone={tone} />
      </div>
    </form>
  );
}
