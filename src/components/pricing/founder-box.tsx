import { BadgeCheck } from "lucide-react";

import { founderOffer } from "@/content/site";
import { formatPounds } from "@/lib/pricing";

import { ButtonLink } from "../ui/button-link";

export function FounderBox() {
  return (
    <div className="bg-navy-900 rounded-2xl p-6 text-white sm:p-8">
      <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="text-brand-100 inline-flex items-center gap-2 text-sm font-semibold">
            <BadgeCheck aria-hidden="true" className="text-brand-500 size-5" />
            Founder&apos;s pricing
          </p>
          <h3 className="mt-2 text-2xl font-bold">
            Up to {founderOffer.maxDiscountPercent}% off, guaranteed for life
          </h3>
          <p className="mt-2 max-w-xl text-slate-300">
            The first {founderOffer.places} {founderOffer.audience} to join lock in founder pricing
            for as long as they stay with us: a saving of around{" "}
            {formatPounds(founderOffer.yearlySaving)} a year, with beta access and priority support.
          </p>
        </div>
        <div className="shrink-0 text-center">
          <p className="text-4xl font-extrabold text-white">{founderOffer.places}</p>
          <p className="text-sm text-slate-300">founder places</p>
          <ButtonLink href="/signup" className="mt-4">
            Claim your place
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
