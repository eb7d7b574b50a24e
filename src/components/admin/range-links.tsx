import Link from "next/link";

/** How the links sit: on the page's background (raised) or inside a white card (inset). */
const looks = {
  raised: {
    bar: "bg-white shadow-sm",
    current: "bg-navy-900 text-white forced-colors:border",
  },
  inset: {
    bar: "bg-slate-100",
    current: "bg-white text-navy-900 shadow-sm forced-colors:border",
  },
} as const;

/**
 * A choice of ranges in days as plain links, the current one marked: no script, and the range
 * stays in the address, so a reload or a shared link shows the same figures.
 */
export function RangeLinks<Range extends number>({
  label,
  ranges,
  current,
  href,
  look,
}: {
  label: string;
  ranges: readonly Range[];
  current: Range;
  href: (range: Range) => string;
  look: keyof typeof looks;
}) {
  return (
    <nav
      aria-label={label}
      className={`flex flex-wrap rounded-lg p-1 text-sm font-semibold ${looks[look].bar}`}
    >
      {ranges.map((range) => (
        <Link
          key={range}
          href={href(range)}
          aria-current={range === current ? "page" : undefined}
          className={`rounded-md px-3 py-1 ${
            range === current ? looks[look].current : "text-slate-600 hover:text-navy-900"
          }`}
        >
          {range} days
        </Link>
      ))}
    </nav>
  );
}
