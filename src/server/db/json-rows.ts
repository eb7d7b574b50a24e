import "server-only";

import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/**
 * INSERT for a writer of many small rows (the beacons, decision 033): every row travels in one
 * JSON parameter that PostgreSQL unpacks with json_populate_recordset, typed by the table itself.
 * drizzle's builder spent most of a beacon's CPU binding each value of each row as a parameter;
 * here the statement is a constant text whatever the batch, and has no 65,535-parameter ceiling.
 * Columns left out of `keys` take their defaults.
 */
export function jsonRowsInsert<T extends PgTable, K extends keyof T["$inferInsert"] & string>(
  table: T,
  keys: readonly K[],
) {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const names = keys.map((key) => columns[key]!.name);
  const list = sql.raw(names.map((name) => `"${name}"`).join(", "));
  const type = sql.raw(`null::"${getTableName(table)}"`);

  return (rows: readonly Pick<T["$inferInsert"], K>[]): SQL => {
    const records = rows.map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, index) => {
        record[names[index]!] = row[key] ?? null;
      });
      return record;
    });
    return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(${type}, ${JSON.stringify(records)}::json)`;
  };
}
