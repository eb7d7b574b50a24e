import type { ReactNode } from "react";

/**
 * A titled band of a city page; "muted" bands alternate with white ones. "split" puts the
 * title beside the content on wide screens, for short lists that would look thin at full width.
 */
export function CitySection({
  id,
  title,
  intro,
  muted = false,
  split = false,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  muted?: boolean;
  split?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={muted ? "bg-slate-50" : ""}>
      <div
        className={`container-page py-12 sm:py-16 ${split ? "grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12" : ""}`}
      >
        <div className="keep-with-next">
          <h2
            id={`${id}-title`}
            className="text-2xl font-bold tracking-tight text-balance text-navy-900 sm:text-3xl"
          >
            {title}
          </h2>
          {intro && (
            <p className="mt-3 max-w-3xl text-base leading-7 text-slate-600 sm:text-lg sm:leading-8">
              {intro}
            </p>
          )}
        </div>
        <div className={split ? "" : "mt-8"}>{children}</div>
      </div>
    </section>
  );
}
