import { Bell, Search } from "@/components/icons/stroke-icons";

import { dashboardUser } from "@/content/dashboard";

import { LogoMark } from "../layout/logo";

export function DashboardTopBar() {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <LogoMark className="size-8 shrink-0" />
        <label className="relative min-w-0 flex-1 sm:max-w-md">
          <span className="sr-only">Search projects, clients and invoices (preview only)</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            type="search"
            placeholder="Search projects..."
            className="h-10 w-full rounded-lg border border-slate-300 bg-slate-50 pr-3 pl-9 text-sm"
          />
        </label>
        <span
          className="relative ml-auto inline-flex size-10 items-center justify-center rounded-lg text-slate-700"
          role="img"
          aria-label="Notifications: 3 unread"
        >
          <Bell aria-hidden="true" className="size-5" />
          <span className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-brand-600" />
        </span>
        <span className="flex items-center gap-2 rounded-full bg-slate-100 py-1 pr-3 pl-1">
          <span className="flex size-8 items-center justify-center rounded-full bg-navy-900 text-xs font-bold text-white">
            {dashboardUser.initials}
          </span>
          <span className="hidden text-left text-xs sm:block">
            <span className="block font-semibold text-navy-900">{dashboardUser.name}</span>
            <span className="block text-slate-600">{dashboardUser.company}</span>
          </span>
        </span>
      </div>
    </div>
  );
}
