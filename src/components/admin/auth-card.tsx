import type { ReactNode } from "react";

import { LogoMark } from "@/components/layout/logo";
import { site } from "@/content/site";

/** The centred card of the login page and of the "console is off" page. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2 text-xl font-extrabold text-navy-900">
          <LogoMark />
          <span>{site.name}</span>
          <span className="rounded-full bg-navy-900 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
            Admin
          </span>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-xl font-bold text-navy-900">{title}</h1>
          <div className="mt-4">{children}</div>
        </div>
      </div>
    </main>
  );
}
