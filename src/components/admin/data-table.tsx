import { Fragment, type ReactNode } from "react";

const cellClass = "px-4 py-3 align-top";

/** Column looks several tables share: a date never wraps, figures line up on the right. */
export const dateCellClass = "whitespace-nowrap text-slate-600";
export const numberCellClass = "text-right tabular-nums";
/** Text a person typed (a name, an address, a company, a message): on paper a word longer than
 * its column breaks anywhere, so the table fits the sheet (conventions.md "Printed pages"). */
export const typedTextClass = "print:[overflow-wrap:anywhere]";

export interface Column<Row> {
  /** The column's `th`: a sort link, a `HeadCell`, or any heading of its own. */
  head: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes every cell of the column adds to the common padding. */
  className?: string;
}

/** A heading that does not sort. */
export function HeadCell({
  children,
  numeric = false,
}: {
  children: ReactNode;
  numeric?: boolean;
}) {
  return (
    <th
      scope="col"
      className={numeric ? "px-4 py-3 text-right font-semibold" : "px-4 py-3 font-semibold"}
    >
      {children}
    </th>
  );
}

/**
 * The console's table: it scrolls sideways inside its card on a phone (`minWidth` says from how
 * narrow), or says `empty` instead when there is no row. `divided` draws the rule a card needs
 * when something stands above the table; `hover` lights the row a click opens.
 */
export function DataTable<Row>({
  rows,
  columns,
  minWidth,
  empty,
  emptyClassName = "px-4 py-12",
  divided = false,
  hover = false,
  caption,
  rowHeader = false,
  rowKey = (row) => (row as { id: number | string }).id,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  minWidth: string;
  empty: ReactNode;
  emptyClassName?: string;
  divided?: boolean;
  hover?: boolean;
  /** Names the table for screen readers, and makes its sideways scroll a focusable region so a
   * keyboard can scroll it too (for tables whose card heading is all a sighted reader needs). */
  caption?: string;
  /** The first cell of each row heads the row (figures per page, per source...). */
  rowHeader?: boolean;
  rowKey?: (row: Row) => number | string;
}) {
  const rule = divided ? "border-t border-slate-100" : "";
  if (rows.length === 0)
    return (
      <p className={`${rule} ${emptyClassName} text-center text-sm text-slate-600`.trim()}>
        {empty}
      </p>
    );
  return (
    <div
      className={`data-table relative overflow-x-auto ${rule}`.trim()}
      {...(caption ? { role: "region", "aria-label": caption, tabIndex: 0 } : {})}
    >
      <table className={`w-full text-left text-sm ${minWidth}`}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <Fragment key={index}>{column.head}</Fragment>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={hover ? "hover:bg-slate-50" : undefined}>
              {columns.map((column, index) => {
                const className = column.className ? `${cellClass} ${column.className}` : cellClass;
                return rowHeader && index === 0 ? (
                  <th key={index} scope="row" className={`${className} font-medium`}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
