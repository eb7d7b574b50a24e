import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import Link from "next/link";

import { queryToParams, type RecordKind, type RecordQuery } from "@/server/admin/records/params";

/**
 * A column heading that sorts by its column: a link, so sorting is a URL like every other view.
 * The first click sorts text A to Z and figures and dates highest first.
 */
export function SortHeader({
  kind,
  query,
  column,
  label,
  numeric = false,
}: {
  kind: RecordKind;
  query: RecordQuery;
  column: string;
  label: string;
  numeric?: boolean;
}) {
  const active = query.sort === column;
  const firstDirection = numeric || column.endsWith("_at") ? "desc" : "asc";
  const dir = active ? (query.dir === "asc" ? "desc" : "asc") : firstDirection;
  const href = `/admin/${kind}?${queryToParams(query, { sort: column, dir, page: 1 })}`;
  const Icon = !active ? ArrowUpDown : query.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}
      className={`px-4 py-3 font-semibold whitespace-nowrap ${numeric ? "text-right" : ""}`}
    >
      <Link
        href={href}
        className={`inline-flex items-center gap-1 rounded hover:text-navy-900 ${active ? "text-navy-900" : ""}`}
      >
        {label}
        <Icon
          aria-hidden="true"
          className={`size-3.5 ${active ? "text-brand-700" : "text-slate-400"}`}
        />
      </Link>
    </th>
  );
}

/** A heading for a column that does not sort. */
export function PlainHeader({ label, numeric = false }: { label: string; numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={`px-4 py-3 font-semibold whitespace-nowrap ${numeric ? "text-right" : ""}`}
    >
      {label}
    </th>
  );
}
