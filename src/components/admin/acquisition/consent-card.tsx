import type { ConsentShare } from "@/server/analytics/acquisition";

import { Card } from "../card";
import { formatCount } from "../format";
import { percent } from "./labels";
import { FiguresTable } from "./table";

const actions = [
  { action: "accept", label: "Accept all" },
  { action: "reject", label: "Reject all" },
  { action: "customise", label: "Customise" },
] as const;

/** How visitors answered the cookie banner; withdrawals are counted apart (no banner asked). */
export function ConsentCard({ consent }: { consent: ConsentShare }) {
  const answered = consent.accept + consent.reject + consent.customise;
  return (
    <Card
      title="Cookie banner choices"
      description={`${formatCount(answered)} answers; ${formatCount(consent.withdraw)} later withdrawals.`}
      padded={false}
    >
      <FiguresTable
        caption="Cookie banner choices"
        rows={[...actions]}
        rowKey={(row) => row.action}
        empty=""
        columns={[
          { label: "Choice", cell: (row) => row.label },
          { label: "Answers", numeric: true, cell: (row) => formatCount(consent[row.action]) },
          { label: "Share", numeric: true, cell: (row) => percent(consent[row.action], answered) },
        ]}
      />
    </Card>
  );
}
