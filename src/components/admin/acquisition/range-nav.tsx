import Link from "next/link";

import { acquisitionRanges, type AcquisitionRange } from "@/server/analytics/acquisition";

/** The range every figure but speed covers, as links: no script. */
export function RangeNav({ days }: { days: AcquisitionRange }) {
  return (
    <nav
      aria-label="Range"
      className="flex rounded-lg bg-white p-1 text-sm font-semibold shadow-sm"
    >
      {acquisitionRanges.map((range) => (
        <Link
          key={range}
          href={range === 28 ? "/admin/acquisition" : `/admin/acquisition?days=${range}`}
          aria-current={range === days ? "page" : undefined}
          className={`rounded-md px-3 py-1 ${
            range === days ? "bg-navy-900 text-white" : "text-slate-600 hover:text-navy-900"
          }`}
        >
          {range} days
        </Link>
      ))}
    </nav>
  );
}
