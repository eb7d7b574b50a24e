import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import Link from "next/link";

import type { RecordPage } from "@/server/admin/records/list";
import { queryToParams, type RecordKind } from "@/server/admin/records/params";

import { formatCount } from "../format";

/** "51–100 of 1,234" and first/previous/next/last links; pages are counted on the server. */
export function Pagination({ kind, page }: { kind: RecordKind; page: RecordPage<unknown> }) {
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  const link = (target: number) => `/admin/${kind}?${queryToParams(page.query, { page: target })}`;
  const links = [
    { label: "First page", target: 1, Icon: ChevronsLeft, enabled: page.page > 1 },
    { label: "Previous page", target: page.page - 1, Icon: ChevronLeft, enabled: page.page > 1 },
    {
      label: "Next page",
      target: page.page + 1,
      Icon: ChevronRight,
      enabled: page.page < page.pageCount,
    },
    {
      label: "Last page",
      target: page.pageCount,
      Icon: ChevronsRight,
      enabled: page.page < page.pageCount,
    },
  ];
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
    >
      <p>
        <span className="font-semibold text-navy-900 tabular-nums">
          {formatCount(first)}–{formatCount(last)}
        </span>{" "}
        of {formatCount(page.total)} · page {formatCount(page.page)} of{" "}
        {formatCount(page.pageCount)}
      </p>
      <ul className="flex flex-wrap gap-1">
        {links.map(({ label, target, Icon, enabled }) => (
          <li key={label}>
            {enabled ? (
              <Link
                href={link(target)}
                aria-label={label}
                title={label}
                className="flex size-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-navy-900 hover:bg-slate-50"
              >
                <Icon aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-lg border border-slate-200 text-slate-300"
              >
                <Icon className="size-4" />
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
