import type { ReactNode } from "react";

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="container-page pt-6 pb-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 max-w-3xl text-lg text-slate-600">{children}</div>}
    </header>
  );
}
