import type { PageSignups } from "@/server/analytics/acquisition";

import { Card } from "../card";
import { formatCount } from "../format";
import { percent } from "./labels";
import { FiguresTable } from "./table";

export function TopPagesCard({ pages }: { pages: PageSignups[] }) {
  return (
    <Card
      title="Top 10 pages leading to sign-ups"
      description="Pages whose waitlist form ended in a sign-up, and how often it was opened there."
      padded={false}
    >
      <FiguresTable
        caption="Top 10 pages leading to sign-ups"
        rows={pages}
        rowKey={(page) => page.path}
        empty="No sign-ups through the form in this range yet."
        columns={[
          { label: "Page", cell: (page) => page.path },
          { label: "Form opened", numeric: true, cell: (page) => formatCount(page.opened) },
          { label: "Sign-ups", numeric: true, cell: (page) => formatCount(page.signups) },
          {
            label: "Opened to sign-up",
            numeric: true,
            cell: (page) => percent(page.signups, page.opened),
          },
        ]}
      />
    </Card>
  );
}
