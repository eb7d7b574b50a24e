import { AdminShell } from "@/components/admin/admin-shell";
import { ConsoleNotices } from "@/components/admin/console-notices";
import { ConsoleOff } from "@/components/admin/console-off";
import { OverviewView } from "@/components/admin/overview/overview-view";
import { launchNotice } from "@/content/launch";
import { recentConsoleNotices } from "@/server/admin/notices";
import { chartRanges, getOverview } from "@/server/admin/overview";
import { adminConsoleEnabled, requireAdminSession } from "@/server/admin/session";

export const metadata = { title: "Overview" };

export default async function AdminOverviewPage({
  searchParams,
}: {
  searchParams: Promise<{ days?: string }>;
}) {
  // With no ADMIN_PASSWORD this is the one admin page that answers: it says how to turn it on.
  if (!(await adminConsoleEnabled())) return <ConsoleOff />;
  await requireAdminSession();
  const { days } = await searchParams;
  const range = chartRanges.find((range) => String(range) === days) ?? 30;
  const [overview, notices] = await Promise.all([getOverview(range), recentConsoleNotices()]);
  return (
    <AdminShell
      section="overview"
      title="Overview"
      description="Everyone who has signed up, counted once, with what they would pay."
    >
      <ConsoleNotices notices={notices} />
      <OverviewView overview={overview} launchNotice={launchNotice()} />
    </AdminShell>
  );
}
