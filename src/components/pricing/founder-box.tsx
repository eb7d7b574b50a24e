import { BadgeCheck } from "@/components/icons/stroke-icons";

import { founderOffer, founderSaving, savingExample } from "@/content/site";

import { DialogLink } from "../ui/button-link";

/** `placesLeft` is null when it could not be counted (at build, or database down). */
export function FounderBox({ placesLeft }: { placesLeft: number | null }) {
  const soldOut = placesLeft === 0;
  return (
    <div className="rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-100">
            <BadgeCheck aria-hidden="true" className="size-5 text-brand-500" />
            Founder&apos;s pricing
          </p>
          <h3 className="mt-2 text-2xl font-bold">
            Up to {founderOffer.maxDiscountPercent}% off, guaranteed for life
          </h3>
          <p className="mt-2 max-w-xl text-slate-300">
            The first {founderOffer.places} {founderOffer.audience} to join lock in founder pricing
            for as long as they stay with us: {founderSaving} for a Professional team of{" "}
            {savingExample.backOfficeUsers} in the office and {savingExample.fieldUsers} on site,
            with beta access and priority support.
          </p>
        </div>
        <div className="shrink-0 text-center" data-testid="founder-places">
          <p className="text-4xl font-extrabold text-white">{placesLeft ?? founderOffer.places}</p>
          <p className="text-sm text-slate-300">
            {placesLeft === null
              ? "founder places in total"
              : `of ${founderOffer.places} founder places left`}
          </p>
          <DialogLink dialog="waitlist" className="mt-4">
            {soldOut ? "Join the waitlist" : "Claim your place"}
          </DialogLink>
        </div>
      </div>
    </div>
  );
}
