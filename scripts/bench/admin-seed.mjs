// Seeds the admin console's tables with plausible data, straight into a database (PGlite in a
// directory, or PostgreSQL by URL), migrated first. Used by the admin benchmark (100,000 rows)
// and by the admin screenshots (a few hundred).
import { mkdirSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { root } from "./server.mjs";

const migrationsFolder = path.join(root, "drizzle");

/** Opens the target database and applies every migration. */
export async function openSeedTarget(target) {
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    const db = drizzleNodePg(pool);
    await migrateNodePg(db, { migrationsFolder });
    return { db, close: () => pool.end() };
  }
  mkdirSync(target.dataDir, { recursive: true });
  const client = new PGlite(target.dataDir);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
}

const list = (values) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`);

const firsts = [
  "Sam",
  "Priya",
  "Tom",
  "Aisha",
  "Dave",
  "Emma",
  "Gareth",
  "Hannah",
  "Jamal",
  "Kate",
  "Liam",
  "Megan",
  "Niall",
  "Olivia",
  "Rhys",
  "Sophie",
  "Tariq",
  "Zoe",
  "Callum",
  "Fiona",
];
const lasts = [
  "Carter",
  "Shah",
  "Walsh",
  "Evans",
  "Hughes",
  "Patel",
  "Murphy",
  "Jones",
  "Clarke",
  "Reid",
  "Kowalski",
  "Okafor",
  "Bennett",
  "Fraser",
  "Doyle",
  "Campbell",
  "Ahmed",
];
// Weighted by repetition: more electricians and plumbers than plasterers, as on the site.
const trades = [
  "electrician",
  "electrician",
  "electrician",
  "plumber",
  "plumber",
  "plumber",
  "carpenter",
  "carpenter",
  "roofer",
  "roofer",
  "groundworker",
  "groundworker",
  "decorator",
  "bricklayer",
  "plasterer",
  "other",
];
const suffixes = {
  electrician: "Electrical",
  plumber: "Plumbing & Heating",
  carpenter: "Joinery",
  roofer: "Roofing",
  groundworker: "Groundworks",
  decorator: "Decorators",
  bricklayer: "Brickwork",
  plasterer: "Plastering",
  other: "Building Services",
};
const sizes = ["1-5", "1-5", "1-5", "6-20", "6-20", "21-50", "51-200", "201+"];
const plans = [
  "starter",
  "starter",
  "professional",
  "professional",
  "professional",
  "enterprise",
  "undecided",
  "undecided",
];
const software = [
  "",
  "",
  "Spreadsheets",
  "Tradify",
  "ServiceM8",
  "Paper and WhatsApp",
  "Xero only",
];

/**
 * `count` waitlist rows over the last `days` days, busier towards today; then contact messages,
 * newsletter subscriptions and outbox rows in proportion (a few failed).
 */
export async function seedAdminData(target, { count, days = 90 }) {
  const { db, close } = await openSeedTarget(target);
  // Spread by a hash, not a modulo, so the columns do not repeat in lockstep.
  const pick = (array, salt) =>
    sql`(${list(array)})[1 + abs(hashtext(i::text || ${sql.raw(`'${salt}'`)})) % ${array.length}]`;
  const tradeCase = sql.raw(
    `case t ${Object.entries(suffixes)
      .map(([trade, suffix]) => `when '${trade}' then '${suffix}'`)
      .join(" ")} end`,
  );
  await db.execute(sql`
    insert into waitlist_submissions (name, email, email_normalised, company, trade, company_size,
      interested_plan, back_office_users, field_users, current_software, additional_notes,
      created_at, source, quarantined)
    select f || ' ' || l,
           lower(f) || '.' || lower(l) || i || '@example.co.uk',
           lower(f) || '.' || lower(l) || i || '@example.co.uk',
           l || ' ' || ${tradeCase} || case when i % 3 = 0 then ' Ltd' else '' end,
           t, s, p,
           case p when 'starter' then 1 when 'professional' then 1 + i % 5 when 'enterprise' then 3 + i % 9 else 1 + i % 3 end,
           (i * 7) % 25,
           ${pick(software, "software")},
           case when i % 11 = 0 then 'Need it to handle CIS, retentions and RAMS per site.' else '' end,
           now() - make_interval(secs => ${days * 86400} * power((i * 0.6180339887) % 1, 1.6)),
           case when i % 4 = 0 then '/pricing' else '/signup' end,
           i % 97 = 0
    from (
      select i, ${pick(firsts, "first")} as f, ${pick(lasts, "last")} as l,
             ${pick(trades, "trade")} as t, ${pick(sizes, "size")} as s,
             ${pick(plans, "plan")} as p
      from generate_series(1, ${count}) as i
    ) people`);
  const contacts = Math.max(5, Math.round(count / 12));
  await db.execute(sql`
    insert into contact_submissions (name, email, email_normalised, message, created_at, source)
    select f || ' ' || l, lower(f) || '@' || lower(l) || '-trades.co.uk', lower(f) || '@' || lower(l) || '-trades.co.uk',
           ${pick(["Does Grafter handle CIS deductions and retentions?", "Can my lads use the field app offline on site?", "We run 4 gangs across 12 plots: can we see progress per plot?", "Is there an import from our spreadsheets?", "When exactly do you launch, and can we trial it first?"], "message")},
           now() - make_interval(secs => ${days * 86400} * ((i * 0.7548776662) % 1)), '/contact'
    from (select i, ${pick(firsts, "cfirst")} as f, ${pick(lasts, "clast")} as l from generate_series(1, ${contacts}) as i) people`);
  const readers = Math.max(8, Math.round(count / 5));
  await db.execute(sql`
    insert into newsletter_subscriptions (email, email_normalised, status, confirm_token, unsubscribe_token,
      consent_text, consent_version, created_at, confirmed_at, unsubscribed_at, source)
    select 'reader' || i || '@example.co.uk', 'reader' || i || '@example.co.uk', st,
           md5('c' || i || random()), md5('u' || i || random()), 'Send me the Grafter newsletter', '1', at,
           case when st <> 'pending' then at + interval '20 minutes' end,
           case when st = 'unsubscribed' then at + interval '12 days' end, '/blog'
    from (select i, ${pick(["confirmed", "confirmed", "confirmed", "pending", "unsubscribed"], "status")} as st,
                 now() - make_interval(secs => ${days * 86400} * ((i * 0.5698402910) % 1)) as at
          from generate_series(1, ${readers}) as i) subs`);
  await db.execute(sql`
    insert into notification_outbox (kind, subject_email, payload, status, attempts, last_error,
      created_at, sent_at, next_attempt_at)
    select case when i % 2 = 0 then 'founder_notice' else 'waitlist_confirmation' end, email_normalised,
           jsonb_build_object('type', 'waitlist', 'to', email),
           case when id % 50 = 7 then 'failed' when id % 40 = 27 then 'pending' else 'sent' end,
           case when id % 50 = 7 then 8 when id % 40 = 27 then 3 else 1 end,
           case when id % 50 = 7 then 'connect ECONNREFUSED 10.0.0.25:587' when id % 40 = 27 then 'Greeting never received' end,
           created_at, case when id % 50 <> 7 and id % 40 <> 27 then created_at + interval '3 seconds' end,
           -- Waiting rows wait for a later retry, so the server's dispatcher leaves them alone and
           -- the timings measure the console, not a backlog being delivered.
           case when id % 40 = 27 then now() + interval '6 hours' else created_at end
    from waitlist_submissions, generate_series(0, 1) as i
    where not quarantined and id % 5 = 2`);
  await db.execute(sql`analyze`);
  await close();
}
