import {
  ChartNoAxesCombined,
  Inbox,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
  Megaphone,
  Newspaper,
  Ticket,
  Trash2,
  Users,
} from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

import { LogoMark } from "@/components/layout/logo";
import { site } from "@/content/site";

export type AdminSection =
  | "overview"
  | "acquisition"
  | "waitlist"
  | "founders"
  | "campaigns"
  | "contact"
  | "newsletter"
  | "outbox"
  | "erase";

const sections: { id: AdminSection; label: string; href: string; Icon: LucideIcon }[] = [
  { id: "overview", label: "Overview", href: "/admin", Icon: LayoutDashboard },
  {
    id: "acquisition",
    label: "Acquisition",
    href: "/admin/acquisition",
    Icon: ChartNoAxesCombined,
  },
  { id: "waitlist", label: "Waitlist", href: "/admin/waitlist", Icon: Users },
  { id: "founders", label: "Founders", href: "/admin/founders", Icon: Ticket },
  { id: "campaigns", label: "Campaigns", href: "/admin/campaigns", Icon: Megaphone },
  { id: "contact", label: "Contact", href: "/admin/contact", Icon: Mail },
  { id: "newsletter", label: "Newsletter", href: "/admin/newsletter", Icon: Newspaper },
  { id: "outbox", label: "Outbox", href: "/admin/outbox", Icon: Inbox },
  { id: "erase", label: "Erasure", href: "/admin/erase", Icon: Trash2 },
];

/**
 * The console's frame: a top bar with sign-out, section tabs (they scroll sideways on a phone),
 * and the page's heading. Server-rendered; sign-out is a plain form post.
 */
export function AdminShell({
  section,
  title,
  description,
  actions,
  children,
}: {
  section: AdminSection;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 py-2.5 sm:px-6">
          <Link href="/admin" className="inline-flex items-center gap-2 rounded-md font-extrabold">
            <LogoMark className="size-7" />
            <span className="text-lg tracking-tight">{site.name}</span>
            <span className="rounded-full bg-white/10 px-2 py-0.5 text-xs font-semibold tracking-wide text-brand-100 uppercase">
              Admin
            </span>
          </Link>
          <form action="/admin/api/logout" method="post" className="print:hidden">
            <button
              type="submit"
              className="inline-flex min-h-9 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-white/90 hover:bg-white/10 hover:text-white"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Sign out
            </button>
          </form>
        </div>
      </header>
      <nav aria-label="Admin sections" className="border-b border-slate-200 bg-white print:hidden">
        <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 sm:px-4">
          {sections.map(({ id, label, href, Icon }) => {
            const current = id === section;
            return (
              <li key={id} className="shrink-0">
                <Link
                  href={href}
                  aria-current={current ? "page" : undefined}
                  className={`flex h-12 items-center gap-2 border-b-2 px-3 text-sm font-semibold ${
                    current
                      ? "border-brand-700 text-navy-900"
                      : "border-transparent text-slate-600 hover:border-slate-300 hover:text-navy-900 forced-colors:border-b-0"
                  }`}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-navy-900">{title}</h1>
            {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        {children}
      </main>
    </div>
  );
}
