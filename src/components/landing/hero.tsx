import { ArrowRight } from "@/components/icons/stroke-icons";
import { getImageProps } from "next/image";

import { founderOffer, site } from "@/content/site";

import { LogoMark } from "../layout/logo";
import { ButtonLink, DialogLink } from "../ui/button-link";
import { StaticPart } from "../ui/static-part";
import { FigureList } from "../ui/figure-list";
import { launch } from "@/content/launch";

export const portalScreenshot = {
  src: "/images/portal-dashboard.png",
  width: 1280,
  height: 800,
  alt: "The Grafter dashboard preview: active projects, today's tasks, monthly revenue, team members, today's schedule and recent activity",
} as const;

// next/image's sizes and formats, rendered here: its <Image> is a client component, and the
// hero would be the page's only reason to download and hydrate it.
const { props: heroImage } = getImageProps({
  src: portalScreenshot.src,
  width: portalScreenshot.width,
  height: portalScreenshot.height,
  alt: portalScreenshot.alt,
  preload: true,
  sizes: "(min-width: 1024px) 560px, 100vw",
  className: "h-auto w-full rounded-lg",
});

export function Hero() {
  const figures = [
    { value: "All", label: "trade types" },
    { value: "UK", label: "focused" },
    launch.figure,
  ];
  return (
    <section className="relative overflow-hidden bg-navy-900 text-white">
      {/* On paper a column of blocks: as a grid, Chrome would not split it between its rows, and
          moved it whole to the second sheet (conventions.md "Printed pages"). */}
      <div className="container-page grid grid-cols-1 items-center gap-12 py-14 sm:py-20 lg:grid-cols-2 print:flex print:flex-col print:items-stretch">
        <StaticPart>
          <div>
            {/* The pill is as tall before its words arrive as after (a line of text-sm, its padding
                and border), so a phone that paints it empty does not move it when they come. */}
            <div className="flex flex-wrap items-center gap-3">
              <LogoMark className="size-10" />
              <span className="min-h-[calc(1.75rem+2px)] rounded-full border border-brand-500/60 bg-brand-500/15 px-3 py-1 text-sm font-semibold text-brand-100">
                Launching {launch.label}
              </span>
            </div>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              {site.tagline}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-300">
              Jobs, quotes, invoices, gangs and paperwork in one place, built for electricians,
              plumbers, roofers, groundworkers and every trade on UK new-build sites. The first{" "}
              {founderOffer.places} businesses lock in founder pricing for life.
            </p>
            {/* A column where the two do not fit side by side: in a wrapping row, a slow phone that
                paints before the second link's words have arrived shows it beside the first, then
                moves it and all below it down a line. */}
            <div className="mt-8 flex flex-col items-start gap-3 sm:flex-row sm:flex-wrap">
              <DialogLink dialog="waitlist" size="lg">
                Join Founder&apos;s Waitlist
                <ArrowRight aria-hidden="true" className="size-5" />
              </DialogLink>
              <ButtonLink href="/#pricing" size="lg" variant="inverted">
                See pricing
              </ButtonLink>
            </div>
            {/* Each value has its row, a line of text-2xl, before it arrives: a label painted alone
                stays where it will be once the value above it comes. */}
            <FigureList
              figures={figures}
              className="mt-10 grid max-w-md grid-cols-3 gap-4 border-t border-white/15 pt-6"
              itemClassName="grid grid-cols-[minmax(0,1fr)] grid-rows-[minmax(2rem,auto)_auto]"
              labelClassName="row-start-2 text-sm text-slate-300"
              valueClassName="row-start-1 text-2xl font-bold text-white"
            />
          </div>
        </StaticPart>
        <div className="rounded-xl bg-white/5 p-2 shadow-2xl ring-1 ring-white/15">
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in the props */}
          <img {...heroImage} />
        </div>
      </div>
    </section>
  );
}
