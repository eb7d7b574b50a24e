import { Tick } from "@/components/ui/tick";

/** A city's key features: one list, read top to bottom. */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {features.map((feature) => (
        <li key={feature} className="flex gap-3 p-5">
          <Tick circle className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span className="leading-7 text-slate-700">{feature}</span>
        </li>
      ))}
    </ul>
  );
}
