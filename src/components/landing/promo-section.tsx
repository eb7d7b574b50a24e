import { founderOffer, site } from "@/content/site";

import { DialogLink } from "../ui/button-link";
import { TickList } from "../ui/tick-list";
import { launch } from "@/content/launch";

export function PromoSection() {
  return (
    <section aria-labelledby="promo-title" className="bg-brand-700 py-16 text-white sm:py-20">
      <div className="container-page grid grid-cols-1 items-center gap-10 lg:grid-cols-2">
        <div>
          <h2 id="promo-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Be one of the first {founderOffer.places}
          </h2>
          <p className="mt-4 max-w-lg text-lg text-brand-50">
            {site.name} launches {launch.when}. Founders get in early, shape what we build, and keep
            their price for life.
          </p>
        </div>
        <div>
          <TickList
            circle
            items={founderOffer.perks}
            className="tick-lg grid grid-cols-1 gap-3 font-medium [--tick-colour:currentColor] [--tick-offset:0] sm:grid-cols-2 [&>li]:items-center"
          />
          {/* The usual orange ring would be orange on orange here (1.5:1); white stands out 5:1. */}
          <DialogLink
            dialog="waitlist"
            variant="inverted"
            size="lg"
            className="mt-8 focus-visible:outline-white"
          >
            Claim Founder&apos;s Pricing
          </DialogLink>
        </div>
      </div>
    </section>
  );
}
