import { Tick } from "@/components/ui/tick";

import { founderOffer, site } from "@/content/site";

import { DialogLink } from "../ui/button-link";

export function PromoSection() {
  return (
    <section aria-labelledby="promo-title" className="bg-brand-700 py-16 text-white sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="promo-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Be one of the first {founderOffer.places}
          </h2>
          <p className="mt-4 max-w-lg text-lg text-brand-50">
            {site.name} launches {site.launchLabel}. Founders get in early, shape what we build, and
            keep their price for life.
          </p>
        </div>
        <div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {founderOffer.perks.map((perk) => (
              <li key={perk} className="flex items-center gap-2 font-medium">
                <Tick circle className="size-5 shrink-0" />
                {perk}
              </li>
            ))}
          </ul>
          <DialogLink dialog="waitlist" variant="inverted" size="lg" className="mt-8">
            Claim Founder&apos;s Pricing
          </DialogLink>
        </div>
      </div>
    </section>
  );
}
