import Link from "next/link";

import type { Overview } from "@/server/admin/overview";

import { Notice } from "../notice";
import { plural } from "../format";
import { BreakdownCard } from "./breakdown-card";
import { RevenueCard } from "./revenue-card";
import { SignupsChart } from "./signups-chart";
import { StatCards } from "./stat-cards";

/** `launchNotice`: the launch quarter is unset or has passed (src/content/launch.ts). */
export function OverviewView({
  overview,
  launchNotice,
}: {
  overview: Overview;
  launchNotice: string | null;
}) {
  const failed = overview.totals.failedNotifications;
  return (
    <>
      {launchNotice && <Notice tone="warn">{launchNotice}</Notice>}
      {failed > 0 && (
        <Notice tone="error">
          {plural(failed, "notification")} could not be delivered.{" "}
          <Link href="/admin/outbox" className="font-semibold underline underline-offset-2">
            Open the outbox
          </Link>
        </Notice>
      )}
      <StatCards overview={overview} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-5">
        <div className="min-w-0 xl:col-span-3">
          <SignupsChart {...overview.signups} />
        </div>
        <div className="min-w-0 xl:col-span-2">
          <RevenueCard revenue={overview.revenue} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        <BreakdownCard title="By trade" rows={overview.breakdowns.trade} />
        <BreakdownCard title="By company size" rows={overview.breakdowns.companySize} />
        <BreakdownCard title="By interested plan" rows={overview.breakdowns.plan} />
      </div>
    </>
  );
}
