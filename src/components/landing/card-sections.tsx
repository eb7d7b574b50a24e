import { features } from "@/content/features";
import { site } from "@/content/site";
import { trades } from "@/content/trades";

import { featureIcons, tradeIcons } from "./icons";
import { LandingSection } from "./landing-section";
import { TickedCard } from "./ticked-card";

// The landing page's two bands of ticked cards: what Grafter does, and the trades it is for.
const sections = {
  features: {
    id: "features",
    titleId: "features-title",
    eyebrow: "Features",
    title: "Everything your trade business runs on",
    intro:
      "From the first quote to the final retention release: one place for the jobs, the people and the paperwork.",
    className: "",
    columns: "lg:grid-cols-3",
    tone: "brand",
    cards: features.map((feature) => ({
      key: feature.title,
      icon: featureIcons[feature.icon],
      title: feature.title,
      description: feature.description,
      points: feature.points,
    })),
  },
  trades: {
    id: "target-audience",
    titleId: "trades-title",
    eyebrow: "Built for your trade",
    title: "Made for the trades that build Britain's homes",
    intro: `Whether you run a two-person crew or twenty gangs across several sites, ${site.name} fits how your trade actually works.`,
    className:
      "bg-slate-50 deferred-band [--band-estimate:2960px] sm:[--band-estimate:1810px] md:[--band-estimate:1560px] lg:[--band-estimate:1070px]",
    columns: "lg:grid-cols-4",
    tone: "navy",
    cards: trades.map((trade) => ({
      key: trade.id,
      icon: tradeIcons[trade.id],
      title: trade.name,
      description: trade.description,
      points: trade.benefits,
    })),
  },
} as const;

export function CardSection({ name }: { name: keyof typeof sections }) {
  const { columns, tone, cards, ...section } = sections[name];
  return (
    <LandingSection {...section}>
      <ul className={`mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 ${columns}`}>
        {cards.map(({ key, ...card }) => (
          <TickedCard key={key} tone={tone} {...card} />
        ))}
      </ul>
    </LandingSection>
  );
}
