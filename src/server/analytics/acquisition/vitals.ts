import "server-only";

import { sql } from "drizzle-orm";

import type { Database } from "../../db";
import { queryRows } from "../../db/query";
import { firstDay } from "./range";

export const vitalsWindows = [7, 28] as const;

export interface VitalsRow {
  pageType: string;
  viewport: string;
  samples: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

/**
 * p75 of LCP, INP and CLS per page type and viewport class over the last `days` UK days, from
 * the raw events: the retention period is at least a month, so 28 days of them are always kept.
 */
export async function readVitals(db: Database, days: number): Promise<VitalsRow[]> {
  const rows = await queryRows<{
    page_type: string;
    viewport: string | null;
    samples: string;
    lcp: number | null;
    inp: number | null;
    cls: number | null;
  }>(
    db,
    sql`
    select page_type, viewport, count(*) as samples,
           percentile_cont(0.75) within group (order by lcp) as lcp,
           percentile_cont(0.75) within group (order by inp) as inp,
           percentile_cont(0.75) within group (order by cls) as cls
    from analytics_events
    where kind = 'vitals' and day >= ${firstDay(days)}
    group by page_type, viewport
    order by page_type, viewport`,
  );
  const value = (x: number | string | null) => (x === null ? null : Number(x));
  return rows.map((row) => ({
    pageType: row.page_type,
    viewport: row.viewport ?? "",
    samples: Number(row.samples),
    lcp: value(row.lcp),
    inp: value(row.inp),
    cls: value(row.cls),
  }));
}
