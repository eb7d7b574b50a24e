import { ArrowRight } from "@/components/icons/stroke-icons";

import { founderOffer, site } from "@/content/site";

import { ButtonLink } from "../ui/button-link";
import { launch } from "@/content/launch";

/** The closing call to action under every article. */
export function ArticleCta() {
  return (
    <section
      aria-labelledby="article-cta-title"
      className="@container mt-12 rounded-2xl bg-navy-900 p-6 text-white sm:p-8"
    >
      <h2 id="article-cta-title" className="text-2xl font-bold tracking-tight">
        Run your jobs from one place
      </h2>
      <p className="mt-3 max-w-2xl leading-7 text-slate-300">
        {site.name} is the CRM being built for UK trades and new-build subcontractors, launching{" "}
        {launch.label}. The first {founderOffer.places} businesses on the waitlist lock in up to{" "}
        {founderOffer.maxDiscountPercent}% off for life.
      </p>
      {/* Narrower than a phone at the usual text size (text at twice its size), the button gives up
          its arrow and some padding so its words still fit (conventions.md "Text at the reader's size"). */}
      <ButtonLink href="/signup" size="lg" className="mt-6 @max-[16rem]:px-3">
        Join Founder&apos;s Waitlist
        <ArrowRight aria-hidden="true" className="size-5 @max-[16rem]:hidden" />
      </ButtonLink>
    </section>
  );
}
