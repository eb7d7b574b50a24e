import { ArrowRight } from "@/components/icons/stroke-icons";

import { ButtonLink } from "../ui/button-link";

/** The closing box of a city page: its only onward call to action, to the waitlist. */
export function CityClosing({
  text,
  ctaLabel,
  note,
}: {
  text: string;
  ctaLabel: string;
  note?: string;
}) {
  return (
    <div className="flex flex-col justify-center rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
      <p className="text-lg leading-8 text-slate-200">{text}</p>
      {note && (
        <p className="mt-3 font-semibold text-white" data-testid="founder-offer-line">
          {note}
        </p>
      )}
      <ButtonLink href="/signup" size="lg" className="mt-6 self-start">
        {ctaLabel}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </div>
  );
}
