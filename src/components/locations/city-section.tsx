import type { ReactNode } from "react";

/** A titled band of a city page; "muted" bands alternate with white ones. */
export function CitySection({
  id,
  title,
  intro,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={muted ? "bg-slate-50" : ""}>
      <div className="container-page py-12 sm:py-16">
        <h2 id={`${id}-title`} className="text-navy-900 text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-600">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
