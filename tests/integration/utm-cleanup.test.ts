import { readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { utmValueRefusal } from "@/lib/analytics/utm-rule";
import { queryRows } from "@/server/db/query";
import { submitWaitlist } from "@/server/submissions/submit";

import { buildWaitlistInput } from "../factories/submissions";
import { describeOnDrivers } from "../setup/test-database";

// Migration 0013 clears the UTM values stored before the UTM rule: its SQL must refuse exactly
// what src/lib/analytics/utm-rule.ts refuses (in an attack, `utm_campaign=jane.doe@example.com` was
// stored, shown in the console and kept in the daily figures for ever).

const values = [
  "flyer",
  "leeds-2026",
  "Trade Forum",
  "café",
  "20% off",
  "launch-2026-12-05",
  "it's (new)",
  "x".repeat(100),
  "jane.doe@example.com",
  "jane.doe%40example.com",
  "07700 900123",
  "+44 7700 900123",
  "(0113) 496 0000",
  "",
  "x".repeat(101),
  "<script>",
  'quote"d',
  "new\nline",
  "a\u200bb",
  "😀",
];

const migration = readFileSync(path.join(process.cwd(), "drizzle/0013_utm_rule.sql"), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter(Boolean);

describeOnDrivers("migration 0013", ({ db }) => {
  const migrate = async () => {
    for (const statement of migration) await db().execute(sql.raw(statement));
  };

  it("clears every stored UTM value the UTM rule refuses, and only those", async () => {
    await submitWaitlist(buildWaitlistInput(), {});
    const [{ id }] = (await queryRows<{ id: number }>(
      db(),
      sql`select id from waitlist_submissions`,
    )) as [{ id: number }];
    for (const [n, value] of values.entries()) {
      await db().execute(sql`insert into analytics_events (visit_id, kind, path, page_type,
          utm_source, utm_medium, utm_campaign, utm_term, utm_content)
        values (${`v${n}`}, 'view', '/', 'home', 'flyer', ${value}, ${value}, ${value}, ${value})`);
      await db().execute(sql`insert into analytics_visits (visit_id, landing_path, landing_type,
          viewport, utm_source, utm_campaign)
        values (${`v${n}`}, '/', 'home', 'phone', ${value}, ${value})`);
      await db().execute(sql`insert into analytics_daily_visits (day, dimension, key, visits)
        values (current_date - 3, 'source', ${`flyer / ${value}`}, 1)`);
    }
    await db().execute(sql`insert into signup_attributions (submission_id, utm_source, utm_campaign,
        first_touch)
      values (${id}, 'newsletter', 'jane.doe@example.com',
        ${JSON.stringify({ utm: { source: "forum", term: "07700 900123" }, firstSeen: "2026-11-01" })}::jsonb)`);

    await migrate();

    const events = await queryRows<{ visit_id: string; utm_campaign: string | null }>(
      db(),
      sql`select visit_id, utm_campaign from analytics_events where utm_source = 'flyer'
          and utm_medium is not distinct from utm_campaign and utm_term is not distinct from
          utm_campaign and utm_content is not distinct from utm_campaign order by id`,
    );
    const visits = await queryRows<{ visit_id: string; utm_campaign: string | null }>(
      db(),
      sql`select visit_id, utm_campaign from analytics_visits
          where utm_source is not distinct from utm_campaign`,
    );
    const kept = (value: string) => (utmValueRefusal(value) === null ? value : null);
    const expected = values.map((value, n) => ({ visit_id: `v${n}`, utm_campaign: kept(value) }));
    expect(events).toEqual(expected);
    expect(
      visits.sort((a, b) => Number(a.visit_id.slice(1)) - Number(b.visit_id.slice(1))),
    ).toEqual(expected);
    const keys = await queryRows<{ key: string; visits: number }>(
      db(),
      sql`select key, sum(visits)::int as visits from analytics_daily_visits group by key order by key`,
    );
    const refused = values.filter((value) => utmValueRefusal(value) !== null).length;
    expect(keys).toEqual(
      expect.arrayContaining([{ key: "(removed: personal data)", visits: refused }]),
    );
    expect(keys.some((row) => /@|900123|496 0000/.test(row.key))).toBe(false);
    const [attribution] = await queryRows<{
      utm_source: string;
      utm_campaign: string | null;
      first_touch: unknown;
    }>(db(), sql`select utm_source, utm_campaign, first_touch from signup_attributions`);
    expect(attribution).toEqual({
      utm_source: "newsletter",
      utm_campaign: null,
      first_touch: { utm: { source: "forum" }, firstSeen: "2026-11-01" },
    });
  });

  it("counts the banner choices of the rolled-up days still held raw one per visit", async () => {
    const at = (days: number, visit: string, action: string) =>
      db().execute(sql`insert into consent_choices (created_at, day, visit_id, banner_version,
          action, performance, functionality, marketing)
        values (now() - make_interval(days => ${days}::int), current_date - ${days}::int,
          ${visit}, 2, ${action}, false, false, false)`);
    // Ten days ago: the oldest day kept raw, left as it was rolled up.
    await at(10, "oldestvisit00000", "reject");
    await at(10, "oldestvisit00000", "reject");
    for (let n = 0; n < 5; n += 1) await at(3, "manyrejects00000", "reject");
    await at(3, "oneacceptance000", "accept");
    await db().execute(sql`insert into analytics_daily_consent (day, action, choices) values
      (current_date - 10, 'reject', 2), (current_date - 3, 'reject', 5),
      (current_date - 3, 'accept', 1)`);
    await db().execute(sql`insert into app_settings (key, value)
      values ('analytics_rolled_before', to_char(current_date, 'YYYY-MM-DD'))`);

    await migrate();

    const rows = await queryRows<{ ago: number; action: string; choices: number }>(
      db(),
      sql`select (current_date - day)::int as ago, action, choices from analytics_daily_consent
          order by 1 desc, 2`,
    );
    expect(rows).toEqual([
      { ago: 10, action: "reject", choices: 2 },
      { ago: 3, action: "accept", choices: 1 },
      { ago: 3, action: "reject", choices: 1 },
    ]);
  });
});
