import "server-only";

import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * INSERT for a writer of many small rows (the beacons, decision 033): every row travels in one
 * JSON parameter that PostgreSQL unpacks with json_populate_recordset, typed by the table itself.
 * drizzle's builder spent most of a beacon's CPU binding each value of each row as a parameter;
 * here the statement is a constant text whatever the batch, and has no 65,535-parameter ceiling.
 * It writes every column of the table that has no default (the ids, created_at and day take
 * theirs); a value a row leaves out is null.
 */
export function jsonRowsInsert<T extends PgTable>(table: T) {
  const columns = Object.entries(getTableColumns(table)).filter(([, column]) => !column.hasDefault);
  const list = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(", "));
  const type = sql.raw(`null::"${getTableName(table)}"`);

  return (rows: readonly T["$inferInsert"][]): SQL => {
    const records = rows.map((row) => {
      const record: Record<string, unknown> = {};
      const values = row as Record<string, unknown>;
      for (const [key, column] of columns) record[column.name] = values[key] ?? null;
      return record;
    });
    return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(${type}, ${JSON.stringify(records)}::json)`;
  };
}
