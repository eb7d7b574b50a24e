import type { ReactNode } from "react";

import { DataTable, HeadCell, numberCellClass } from "../data-table";

export interface FigureColumn<T> {
  label: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

/**
 * A figures table: the console's data table with a caption for screen readers (the card's heading
 * says it to everyone else), the first cell of each row as its row header, and a keyboard-scrollable
 * region on a phone.
 */
export function FiguresTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: FigureColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  return (
    <DataTable
      caption={caption}
      rowHeader
      rowKey={rowKey}
      rows={rows}
      minWidth="min-w-[32rem]"
      empty={empty}
      emptyClassName="px-5 py-4"
      columns={columns.map((column, index) => ({
        head: <HeadCell numeric={column.numeric}>{column.label}</HeadCell>,
        cell: column.cell,
        className: [
          column.numeric ? numberCellClass : "",
          index === 0 ? "min-w-44 [overflow-wrap:anywhere] text-navy-900" : "whitespace-nowrap",
        ]
          .join(" ")
          .trim(),
      }))}
    />
  );
}
