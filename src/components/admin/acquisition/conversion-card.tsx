import type { ConversionRow } from "@/server/analytics/acquisition";

import { Card } from "../card";
import { formatCount } from "../format";
import { percent } from "./labels";
import { FiguresTable } from "./table";

/** Visits against sign-ups and confirmed founders, grouped one way (landing page, city, ...). */
export function ConversionCard({
  title,
  keyLabel,
  rows,
  label,
}: {
  title: string;
  keyLabel: string;
  rows: ConversionRow[];
  label: (key: string) => string;
}) {
  return (
    <Card
      title={title}
      description="Sign-ups that carried their source; confirmed: their address has since been confirmed."
      padded={false}
    >
      <FiguresTable
        caption={`Conversion ${title.toLowerCase()}`}
        rows={rows}
        rowKey={(row) => row.key}
        empty="Nothing yet in this range."
        columns={[
          { label: keyLabel, cell: (row) => label(row.key) },
          { label: "Visits", numeric: true, cell: (row) => formatCount(row.visits) },
          { label: "Sign-ups", numeric: true, cell: (row) => formatCount(row.signups) },
          {
            label: "Visit to sign-up",
            numeric: true,
            cell: (row) => percent(row.signups, row.visits),
          },
          { label: "Confirmed", numeric: true, cell: (row) => formatCount(row.confirmed) },
          {
            label: "Sign-up to confirmed",
            numeric: true,
            cell: (row) => percent(row.confirmed, row.signups),
          },
        ]}
      />
    </Card>
  );
}
