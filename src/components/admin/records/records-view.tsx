import { Download } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

import type { RecordPage } from "@/server/admin/records/list";
import { isFiltered, queryToParams, type RecordKind } from "@/server/admin/records/params";

import { buttonStyles } from "../buttons";
import { cardClass } from "../card";
import { DataTable } from "../data-table";
import { plural } from "../format";
import { Notice } from "../notice";
import { FilterForm } from "./filter-form";
import { Pagination } from "./pagination";

const nouns: Record<RecordKind, [string, string]> = {
  waitlist: ["sign-up", "sign-ups"],
  contact: ["message", "messages"],
  newsletter: ["subscription", "subscriptions"],
};

/** Filters, the table, pages and the export. */
export function RecordsView({
  kind,
  page,
  children,
}: {
  kind: RecordKind;
  page: RecordPage<unknown>;
  children: ReactNode;
}) {
  const [one, many] = nouns[kind];
  const exportHref = `/admin/api/export/${kind}?${queryToParams(page.query, { page: 1 })}`;
  return (
    <>
      <FilterForm kind={kind} query={page.query} />
      {page.query.problems.map((problem) => (
        <Notice key={problem} tone="warn">
          {problem}
        </Notice>
      ))}
      <section className={`${cardClass} overflow-hidden`} aria-labelledby="results-title">
        <header className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <h2 id="results-title" className="font-semibold text-navy-900">
            {plural(page.total, one, many)}
            {isFiltered(page.query) ? " match" : " in total"}
          </h2>
          <a href={exportHref} className={buttonStyles.secondary} download>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        </header>
        {children}
        <Pagination kind={kind} page={page} />
      </section>
    </>
  );
}

/** A list's table, below the card's heading row; rows open their record. */
export function RecordsTable<Row extends { id: number }>(
  props: Pick<ComponentProps<typeof DataTable<Row>>, "rows" | "columns" | "minWidth">,
) {
  return <DataTable {...props} empty="Nothing matches these filters." divided hover />;
}
