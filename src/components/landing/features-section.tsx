import { Tick } from "@/components/ui/tick";

import { features } from "@/content/features";

import { SectionHeading } from "../ui/section-heading";
import { featureIcons } from "./icons";

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 py-16 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything your trade business runs on"
          intro="From the first quote to the final retention release: one place for the jobs, the people and the paperwork."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => {
            const Icon = featureIcons[feature.icon];
            return (
              <li
                key={feature.title}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-navy-900">{feature.title}</h3>
                <p className="mt-2 text-slate-600">{feature.description}</p>
                <ul className="mt-4 space-y-2 text-sm text-slate-700">
                  {feature.points.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Tick className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      {point}
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
