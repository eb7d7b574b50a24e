import "server-only";

import { sql } from "drizzle-orm";

import { consentActions } from "@/lib/analytics/wire";

import { queryRows } from "../../db/query";
import { oneChoicePerVisit, rolledDay } from "../rollup";
import { type AcquisitionRead, firstDay } from "./range";

export type ConsentShare = Record<(typeof consentActions)[number], number>;

/**
 * Banner choices in the range, by action (withdrawals apart: they answer no banner), one per
 * visit and day (`oneChoicePerVisit`): a visit that posts its choice again and again counts once.
 */
export async function readConsentShare(read: AcquisitionRead): Promise<ConsentShare> {
  const rows = await queryRows<{ action: string; n: string }>(
    read.db,
    sql`
    with bounds as (select ${firstDay(read.days)} as first)
    select action, sum(n) as n from (
      select action, choices as n from analytics_daily_consent
      where day >= (select first from bounds) and day < ${rolledDay(read.rolled)}
      union all
      select action, 1 from ${oneChoicePerVisit(
        sql`day >= (select first from bounds) and day >= ${rolledDay(read.rolled)}`,
      )}
    ) choices group by action`,
  );
  const share = Object.fromEntries(consentActions.map((action) => [action, 0])) as ConsentShare;
  for (const row of rows) {
    if (row.action in share) share[row.action as keyof ConsentShare] = Number(row.n);
  }
  return share;
}
