import { goodVitals } from "@/lib/analytics/acquisition";
import type { VitalsRow } from "@/server/analytics/acquisition";

import { Card } from "../card";
import { formatCount } from "../format";
import { pageTypeLabels, viewportLabels } from "./labels";
import { FiguresTable } from "./table";

const viewportOrder = ["phone", "tablet", "desktop"];

const formats = {
  lcp: (ms: number) => `${(ms / 1000).toFixed(1)} s`,
  inp: (ms: number) => `${Math.round(ms)} ms`,
  cls: (value: number) => value.toFixed(2),
};

/** A p75 with its verdict in words (never colour alone) against web.dev's good threshold. */
function Metric({ metric, value }: { metric: keyof typeof goodVitals; value: number | null }) {
  if (value === null) return <span className="text-slate-500">—</span>;
  const good = value <= goodVitals[metric];
  return (
    <span className="inline-flex items-center justify-end gap-2">
      {formats[metric](value)}
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
          good ? "bg-emerald-50 text-emerald-800" : "bg-amber-50 text-amber-900"
        }`}
      >
        {good ? "good" : "over"}
      </span>
    </span>
  );
}

/** p75 speed per page type, phones and desktops apart, for one window. */
export function VitalsCard({ days, rows }: { days: number; rows: VitalsRow[] }) {
  const sorted = [...rows].sort(
    (a, b) =>
      viewportOrder.indexOf(a.viewport) - viewportOrder.indexOf(b.viewport) ||
      a.pageType.localeCompare(b.pageType),
  );
  return (
    <Card
      title={`Real-user speed, last ${days} days`}
      description={`75th percentile; good is LCP up to ${formats.lcp(goodVitals.lcp)}, INP up to ${formats.inp(goodVitals.inp)}, CLS up to ${goodVitals.cls} (web.dev).`}
      padded={false}
    >
      <FiguresTable
        caption={`Speed at the 75th percentile, last ${days} days`}
        rows={sorted}
        rowKey={(row) => `${row.viewport}:${row.pageType}`}
        empty="No speed measurements in this window yet."
        columns={[
          {
            label: "Page type",
            cell: (row) =>
              `${pageTypeLabels[row.pageType] ?? row.pageType}, ${(viewportLabels[row.viewport] ?? "unknown").toLowerCase()}`,
          },
          { label: "Page views measured", numeric: true, cell: (row) => formatCount(row.samples) },
          { label: "LCP", numeric: true, cell: (row) => <Metric metric="lcp" value={row.lcp} /> },
          { label: "INP", numeric: true, cell: (row) => <Metric metric="inp" value={row.inp} /> },
          { label: "CLS", numeric: true, cell: (row) => <Metric metric="cls" value={row.cls} /> },
        ]}
      />
    </Card>
  );
}
