import type { ReactNode } from "react";

export const cardClass = "rounded-2xl border border-slate-200 bg-white shadow-sm";

/** The console's panel: a white rounded card, with an optional heading row. */
export function Card({
  title,
  description,
  action,
  children,
  className = "",
  padded = true,
}: {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  padded?: boolean;
}) {
  return (
    // min-w-0: a wide table scrolls inside its card instead of widening a grid cell past the screen.
    <section className={`${cardClass} min-w-0 ${className}`}>
      {title && (
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
          <div className="min-w-0">
            <h2 className="font-semibold break-words text-navy-900">{title}</h2>
            {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
          </div>
          {action}
        </header>
      )}
      <div className={padded ? "p-5" : ""}>{children}</div>
    </section>
  );
}
