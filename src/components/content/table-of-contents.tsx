import type { TocEntry } from "@/lib/markdown";

export function TableOfContents({
  entries,
  ordered = false,
}: {
  entries: TocEntry[];
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="toc-title" className="text-sm font-semibold tracking-wide text-navy-900 uppercase">
        Contents
      </h2>
      <List className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="text-slate-700 hover:text-brand-700 hover:underline"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
