/**
 * A thin horizontal bar filled to `value` of `max`. Drawn in SVG (a width attribute, not an
 * inline style), so a Content-Security-Policy without 'unsafe-inline' styles still shows it.
 */
export function Meter({
  value,
  max,
  className,
  label,
}: {
  value: number;
  max: number;
  /** Fill colour, as a Tailwind fill-* class. */
  className: string;
  /** Said by screen readers; without it the bar is decoration. */
  label?: string;
}) {
  const width = max > 0 ? Math.min(100, (value / max) * 100) : 0;
  return (
    <svg
      viewBox="0 0 100 2"
      preserveAspectRatio="none"
      className="mt-1 block h-2 w-full overflow-hidden rounded-full bg-slate-100"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <rect width={width} height={2} className={className} />
    </svg>
  );
}
