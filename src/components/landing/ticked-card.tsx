import type { IconComponent } from "@/components/icons/stroke-icons";

import { TickList } from "../ui/tick-list";

// The features' cards are light with a brand badge; the trades' sit on a grey band, navy badge.
const tones = {
  brand: {
    card: "shadow-sm",
    badge: "bg-brand-50 text-brand-700",
    text: "",
  },
  navy: {
    card: "flex flex-col",
    badge: "bg-navy-900 text-white",
    text: "text-sm leading-6",
  },
} as const;

/** A landing-page card: icon badge, title, a sentence and three ticked points. */
export function TickedCard({
  icon: Icon,
  title,
  description,
  points,
  tone,
}: {
  icon: IconComponent;
  title: string;
  description: string;
  points: readonly string[];
  tone: keyof typeof tones;
}) {
  const style = tones[tone];
  return (
    <li className={`rounded-2xl border border-slate-200 bg-white p-6 ${style.card}`}>
      <span className={`inline-flex size-11 items-center justify-center rounded-xl ${style.badge}`}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-navy-900">{title}</h3>
      <p className={`mt-2 text-slate-600 ${style.text}`}>{description}</p>
      <TickList
        circle={tone === "navy"}
        items={points}
        className="mt-4 space-y-2 text-sm text-slate-700"
      />
    </li>
  );
}
