import { ArrowLeft } from "@/components/icons/stroke-icons";
import { SiteLink } from "@/components/ui/site-link";

import { DashboardTopBar } from "@/components/dashboard/dashboard-top-bar";
import {
  QuickActions,
  RecentActivity,
  StatCards,
  TodaysSchedule,
} from "@/components/dashboard/dashboard-panels";
import { dashboardUser } from "@/content/dashboard";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";
import { launch } from "@/content/launch";

export const metadata = pageMetadata({
  title: "Dashboard preview",
  description: `A preview of the ${site.name} dashboard with sample data: projects, today's tasks, revenue, team, schedule, recent activity and quick actions.`,
  path: "/dashboard-mvp",
  noindex: true,
});

// Outside the shared layout on purpose (spec section 2): a static mock-up, not a working CRM.
export default function DashboardPreviewPage() {
  return (
    <div className="min-h-dvh bg-slate-100">
      {/* One banner landmark for the preview notice and the mock top bar (axe region). */}
      <header>
        <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 bg-navy-900 px-4 py-2 text-center text-sm text-white">
          <span>
            Preview with sample data: {site.name} launches {launch.when}.
          </span>
          <SiteLink
            href="/"
            className="inline-flex items-center gap-1 font-semibold underline underline-offset-4"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to home
          </SiteLink>
        </p>
        <DashboardTopBar />
      </header>
      <main className="mx-auto max-w-7xl space-y-6 p-4 sm:p-6">
        <h1 className="text-2xl font-bold text-navy-900">
          Good morning, {dashboardUser.name.split(" ")[0]}
        </h1>
        <StatCards />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <TodaysSchedule />
          </div>
          <div className="space-y-6">
            <QuickActions />
            <RecentActivity />
          </div>
        </div>
      </main>
    </div>
  );
}
