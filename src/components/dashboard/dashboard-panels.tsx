import {
  Briefcase,
  CalendarPlus,
  ClipboardList,
  type IconComponent,
  PoundSterling,
  ReceiptPoundSterling,
  TriangleAlert,
  UserPlus,
  Users,
} from "@/components/icons/stroke-icons";

import {
  dashboardStats,
  quickActions,
  type QuickActionIcon,
  recentActivity,
  type StatIcon,
  todaysSchedule,
} from "@/content/dashboard";

import { TitledSection } from "../ui/titled-section";

const statIcons: Record<StatIcon, IconComponent> = {
  projects: Briefcase,
  tasks: ClipboardList,
  revenue: PoundSterling,
  team: Users,
};

const actionIcons: Record<QuickActionIcon, IconComponent> = {
  schedule: CalendarPlus,
  invoice: ReceiptPoundSterling,
  client: UserPlus,
  issue: TriangleAlert,
};

const statusStyles = {
  done: "bg-emerald-100 text-emerald-800",
  active: "bg-brand-100 text-brand-800",
  upcoming: "bg-slate-100 text-slate-700",
} as const;

const panel = "rounded-2xl border border-slate-200 bg-white p-5";

export function StatCards() {
  return (
    <ul className="grid grid-fit-36 gap-4 lg:grid-cols-4">
      {dashboardStats.map((stat) => {
        const Icon = statIcons[stat.icon];
        return (
          <li key={stat.label} className={panel}>
            <div className="flex items-start justify-between gap-2">
              <h2 className="text-sm font-medium text-slate-600">{stat.label}</h2>
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            </div>
            <p className="mt-2 text-2xl font-bold text-navy-900">{stat.value}</p>
            <p className="mt-1 text-xs text-slate-600">{stat.change}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function TodaysSchedule() {
  return (
    <TitledSection id="schedule" title="Today's Schedule" className={panel}>
      <ol className="mt-4 divide-y divide-slate-100">
        {todaysSchedule.map((item) => (
          <li key={item.time + item.title} className="flex gap-4 py-3">
            <time className="w-12 shrink-0 text-sm font-semibold text-navy-900">{item.time}</time>
            {/* The status goes under the job when the two do not fit side by side. */}
            <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <div className="min-w-0 flex-[1_1_8rem]">
                <p className="text-sm font-medium text-navy-900">{item.title}</p>
                <p className="text-xs text-slate-600">
                  {item.site} · {item.crew}
                </p>
              </div>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium capitalize ${statusStyles[item.status]}`}
              >
                {item.status}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

export function RecentActivity() {
  return (
    <TitledSection id="activity" title="Recent Activity" className={panel}>
      <ul className="mt-4 space-y-4">
        {recentActivity.map((item) => (
          <li key={item.what} className="text-sm">
            <p className="text-slate-700">
              <span className="font-semibold text-navy-900">{item.who}</span> {item.what}
            </p>
            <p className="text-xs text-slate-500">{item.when}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

export function QuickActions() {
  return (
    <TitledSection id="actions" title="Quick Actions" className={panel}>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        {quickActions.map((action) => {
          const Icon = actionIcons[action.icon];
          return (
            <li key={action.label}>
              <span className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-slate-50 px-3 py-4 text-center text-sm font-medium text-navy-900">
                <Icon aria-hidden="true" className="size-5 text-brand-700" />
                {action.label}
              </span>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
