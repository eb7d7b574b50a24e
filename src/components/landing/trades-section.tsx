import { Tick } from "@/components/ui/tick";

import { site } from "@/content/site";
import { trades } from "@/content/trades";

import { SectionHeading } from "../ui/section-heading";
import { tradeIcons } from "./icons";

export function TradesSection() {
  return (
    <section
      id="target-audience"
      aria-labelledby="trades-title"
      className="scroll-mt-16 bg-slate-50 py-16 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="trades-title"
          eyebrow="Built for your trade"
          title="Made for the trades that build Britain's homes"
          intro={`Whether you run a two-person crew or twenty gangs across several sites, ${site.name} fits how your trade actually works.`}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {trades.map((trade) => {
            const Icon = tradeIcons[trade.id];
            return (
              <li
                key={trade.id}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-navy-900 text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{trade.name}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-600">{trade.description}</p>
                <ul className="mt-4 space-y-2 text-sm text-slate-700">
                  {trade.benefits.map((benefit) => (
                    <li key={benefit} className="flex gap-2">
                      <Tick circle className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      {benefit}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
