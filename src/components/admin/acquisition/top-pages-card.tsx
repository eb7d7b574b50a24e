import type { PageSignups } from "@/server/analytics/acquisition";

import { Card } from "../card";
import { formatCount } from "../format";
import { percent } from "./labels";
import { FiguresTable } from "./table";

/** The stored sign-ups by the page whose form sent them; openings and the rate: statistics only. */
export function TopPagesCard({ pages }: { pages: PageSignups[] }) {
  return (
    <Card
      title="Top 10 pages leading to sign-ups"
      description="Sign-ups by the page whose waitlist form sent them: every counted sign-up. Form openings are counted only for visitors who allowed statistics, so the rate divides those visitors' sign-ups by their openings."
      padded={false}
    >
      <FiguresTable
        caption="Top 10 pages leading to sign-ups"
        rows={pages}
        rowKey={(page) => page.path}
        empty="No sign-ups through the form in this range yet."
        columns={[
          { label: "Page", cell: (page) => page.path },
          { label: "Sign-ups", numeric: true, cell: (page) => formatCount(page.signups) },
          {
            label: "Form opened (statistics allowed)",
            numeric: true,
            cell: (page) => formatCount(page.opened),
          },
          {
            label: "Sign-ups (statistics allowed)",
            numeric: true,
            cell: (page) => formatCount(page.withStatistics),
          },
          {
            label: "Opened to sign-up",
            numeric: true,
            cell: (page) => percent(page.withStatistics, page.opened),
          },
        ]}
      />
    </Card>
  );
}
