import { allPlansInclude } from "@/content/pricing";

import { includeIcons } from "../landing/icons";
import { TickList } from "../ui/tick-list";

export function AllPlansInclude() {
  return (
    <div>
      <h3 className="text-center text-2xl font-bold text-navy-900">All Plans Include</h3>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {allPlansInclude.map((group) => {
          const Icon = includeIcons[group.icon];
          return (
            <li key={group.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h4 className="mt-3 font-semibold text-navy-900">{group.title}</h4>
              <TickList items={group.items} className="mt-3 space-y-2 text-sm text-slate-700" />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
