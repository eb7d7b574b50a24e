import { TickList } from "../ui/tick-list";

/** A city's key features: one list, read top to bottom. */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <TickList
      circle
      items={features}
      className="tick-lg divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white leading-7 text-slate-700 shadow-sm [--tick-offset:0.25rem] [&>li]:gap-3 [&>li]:p-5"
    />
  );
}
