import type { ReactNode } from "react";

import { cellClass, tableClass, theadClass } from "../records/records-view";

export interface Column<T> {
  label: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

/**
 * A figures table: a caption for screen readers (the card's heading says it to everyone else),
 * column headers with scope, the first cell of each row as its row header. Scrolls sideways on a
 * phone inside a focusable region, so a keyboard can scroll it too.
 */
export function FiguresTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  if (rows.length === 0) return <p className="px-5 py-4 text-sm text-slate-600">{empty}</p>;
  const [first, ...rest] = columns;
  const align = (column: Column<T>) => (column.numeric ? "text-right tabular-nums" : "text-left");
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead className={theadClass}>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-2 ${align(column)}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th
                scope="row"
                className={`${cellClass} min-w-44 font-medium [overflow-wrap:anywhere] text-navy-900`}
              >
                {first!.cell(row)}
              </th>
              {rest.map((column) => (
                <td
                  key={column.label}
                  className={`${cellClass} ${align(column)} whitespace-nowrap`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
