import "server-only";

import { and, sql } from "drizzle-orm";

import { getDatabase } from "../../db";
import { logger } from "../../log";
import { kindSpecs, sortExpression, whereFor, orderFor } from "../records/filters";
import { parseRecordQuery, type RawParams, type RecordKind } from "../records/params";
import { BYTE_ORDER_MARK, csvRow, type CsvValue } from "./csv";
import { exportColumns, exportValue } from "./columns";

export const EXPORT_BATCH_SIZE = 1000;

interface Cursor {
  value: string;
  id: number;
}

/**
 * The filtered list as CSV, streamed: rows are read in batches of a thousand, each batch starting
 * after the last row sent (keyset on the sort value and the id, so a deep batch costs no more
 * than the first, and no transaction is held open while the browser downloads).
 *
 * The first batch is read before this resolves, so a failing query rejects before any status or
 * header is sent (the caller answers 500), never a 200 with an empty file; a later batch that
 * fails aborts the download, which the browser reports as failed.
 */
export async function exportCsv(
  kind: RecordKind,
  raw: RawParams,
): Promise<ReadableStream<Uint8Array>> {
  const query = parseRecordQuery(kind, raw);
  const spec = kindSpecs[kind];
  const columns = exportColumns(kind);
  const headers = Object.keys(columns);
  const where = whereFor(kind, query);
  const sort = sortExpression(kind, query);
  const order = orderFor(kind, query);
  const encoder = new TextEncoder();
  let cursor: Cursor | null = null;

  async function nextBatch(): Promise<Record<string, unknown>[]> {
    const { db } = await getDatabase();
    const after = cursor
      ? sort.direction === "asc"
        ? sql`(${sort.expression}, ${spec.id}) > (cast(${cursor.value} as ${sql.raw(sort.type)}), ${cursor.id})`
        : sql`(${sort.expression}, ${spec.id}) < (cast(${cursor.value} as ${sql.raw(sort.type)}), ${cursor.id})`
      : undefined;
    return db
      .select({
        ...columns,
        // As text, so a timestamp keeps its microseconds (a JavaScript Date would drop them).
        cursorValue: sql<string>`(${sort.expression})::text`,
        cursorId: spec.id,
      })
      .from(spec.table)
      .where(and(where, after))
      .orderBy(...order)
      .limit(EXPORT_BATCH_SIZE);
  }

  let pending: Record<string, unknown>[] | null = await nextBatch();

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(BYTE_ORDER_MARK + csvRow(headers)));
    },
    async pull(controller) {
      try {
        const rows = pending ?? (await nextBatch());
        pending = null;
        if (rows.length > 0) {
          const text = rows
            .map((row) =>
              csvRow(headers.map((header) => exportValue(header, row[header] as CsvValue))),
            )
            .join("");
          controller.enqueue(encoder.encode(text));
          const last = rows[rows.length - 1]!;
          cursor = { value: String(last.cursorValue), id: Number(last.cursorId) };
        }
        if (rows.length < EXPORT_BATCH_SIZE) controller.close();
      } catch (error) {
        logger().error({ err: error, kind }, "CSV export failed");
        controller.error(error);
      }
    },
  });
}

/** grafter-waitlist-2026-11-21.csv */
export function exportFilename(kind: RecordKind, now = new Date()): string {
  return `grafter-${kind}-${now.toISOString().slice(0, 10)}.csv`;
}
