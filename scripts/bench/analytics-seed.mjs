// Seeds first-party analytics straight into a database already holding waitlist rows
// (admin-seed.mjs): visits, events (page views, funnel steps, speed), consent choices over the
// last `days` days, busier towards today, and the attribution of most sign-ups, some confirmed.
// The paths are the site's own, read from src/content, so page types and cities are real.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";

import { openSeedTarget } from "./admin-seed.mjs";
import { root } from "./server.mjs";

function sitePages() {
  const cities = path.join(root, "src/content/locations/cities");
  const pages = [
    ["/", "home", null],
    ["/signup", "signup", null],
    ["/contact", "contact", null],
    ["/legal/privacy", "legal", null],
    ["/pricing-that-does-not-exist", "other", null],
  ];
  for (const file of readdirSync(cities)) {
    const slug = file.replace(/\.ts$/, "");
    const layout = /layout: "A"/.test(readFileSync(path.join(cities, file), "utf8")) ? "a" : "b";
    pages.push([`/locations/${slug}`, `city-${layout}`, slug]);
  }
  for (const file of readdirSync(path.join(root, "src/content/blog"))) {
    pages.push([`/blog/${file.replace(/\.md$/, "")}`, "article", null]);
  }
  return pages;
}

const quote = (value) => (value === null ? "null" : `'${value.replace(/'/g, "''")}'`);
const array = (values) => sql.raw(`array[${values.map(quote).join(",")}]::text[]`);

/** `events` events in `events / 3` visits; consent choices for a third of the visits. */
export async function seedAnalytics(target, { events, days = 395 }) {
  const { db, close } = await openSeedTarget(target);
  const pages = sitePages();
  const paths = array(pages.map((page) => page[0]));
  const types = array(pages.map((page) => page[1]));
  const cities = array(pages.map((page) => page[2]));
  const visits = Math.max(1, Math.round(events / 3));
  // Times spread by the golden ratio, denser towards today (as in admin-seed.mjs).
  const at = (salt) =>
    sql.raw(`now() - make_interval(secs => ${days * 86400} * power((i * ${salt}) % 1, 1.4))`);
  const pick = (list, n, salt) =>
    sql`(${list})[1 + abs(hashtext(${sql.raw(n)}::text || ${sql.raw(`'${salt}'`)})) % ${pages.length}]`;
  await db.execute(sql`
    insert into analytics_visits (visit_id, created_at, day, landing_path, landing_type, city,
      viewport, referrer_host, utm_source, utm_campaign)
    select 'seed' || lpad(i::text, 12, '0'), at, (at at time zone 'Europe/London')::date,
           ${pick(paths, "i", "p")}, ${pick(types, "i", "p")}, ${pick(cities, "i", "p")},
           (array['phone', 'phone', 'tablet', 'desktop'])[1 + i % 4],
           (array[null, null, 'www.google.com', 'www.google.co.uk', 'www.bing.com',
                  'forum.ukplumbers.example', 'www.facebook.com'])[1 + abs(hashtext(i::text || 'r')) % 7],
           case when i % 9 = 0 then 'flyer' when i % 13 = 0 then 'newsletter' end,
           case when i % 9 = 0 then 'spring-leeds' end
    from (select i, ${at("0.6180339887")} as at from generate_series(1, ${visits}) as i) v`);
  await db.execute(sql`
    insert into analytics_events (created_at, day, visit_id, kind, path, page_type, city, viewport,
      referrer_host, utm_source, utm_campaign, first_in_visit, form, step, lcp, inp, cls, fcp, ttfb)
    select v.created_at + make_interval(secs => e.i % 3 * 20), v.day, v.visit_id, kind,
           case when e.i % 3 = 0 then v.landing_path else ${pick(paths, "e.i", "q")} end,
           case when e.i % 3 = 0 then v.landing_type else ${pick(types, "e.i", "q")} end,
           case when e.i % 3 = 0 then v.city else ${pick(cities, "e.i", "q")} end,
           case when kind <> 'funnel' then v.viewport end,
           case when kind = 'view' then v.referrer_host end,
           case when kind = 'view' then v.utm_source end,
           case when kind = 'view' then v.utm_campaign end,
           case when kind = 'view' then e.i % 3 = 0 end,
           case when kind = 'funnel' then 'waitlist' end,
           case when kind = 'funnel' then (array['opened', 'opened', 'submitted', 'success'])[1 + abs(hashtext(e.i::text || 's')) % 4] end,
           case when kind = 'vitals' then 700 + abs(hashtext(e.i::text || 'l')) % (case when v.viewport = 'phone' then 3200 else 2000 end) end,
           case when kind = 'vitals' then 40 + abs(hashtext(e.i::text || 'n')) % 250 end,
           case when kind = 'vitals' then (abs(hashtext(e.i::text || 'c')) % 14) / 100.0 end,
           case when kind = 'vitals' then 500 + abs(hashtext(e.i::text || 'f')) % 2000 end,
           case when kind = 'vitals' then 80 + abs(hashtext(e.i::text || 't')) % 900 end
    from (select i, case when i % 10 < 6 then 'view' when i % 10 = 6 then 'funnel' else 'vitals' end as kind
          from generate_series(1, ${events}) as i) e
    join analytics_visits v on v.visit_id = 'seed' || lpad((1 + e.i % ${visits})::text, 12, '0')`);
  await db.execute(sql`
    insert into consent_choices (created_at, day, visit_id, banner_version, action, performance,
      functionality, marketing)
    select created_at, day, visit_id, 1, action, action <> 'reject', action = 'accept',
           action = 'accept'
    from (select *, (array['accept', 'accept', 'accept', 'reject', 'customise'])[1 + abs(hashtext(visit_id)) % 5] as action
          from analytics_visits where abs(hashtext(visit_id || 'k')) % 3 = 0) v`);
  // Four sign-ups in five carried their source: a visit's landing page and referrer or UTM.
  await db.execute(sql`
    insert into signup_attributions (submission_id, created_at, visit_id, landing_path, landing_type,
      city, viewport, referrer_host, utm_source, utm_campaign)
    select w.id, w.created_at, v.visit_id, v.landing_path, v.landing_type, v.city, v.viewport,
           v.referrer_host, v.utm_source, v.utm_campaign
    from waitlist_submissions w
    join analytics_visits v on v.visit_id = 'seed' || lpad((1 + (w.id * 37) % ${visits})::text, 12, '0')
    where w.id % 5 <> 0`);
  await db.execute(sql`
    insert into waitlist_people (email_normalised, created_at, confirmed_at)
    select distinct on (email_normalised) email_normalised, created_at,
           case when id % 3 <> 0 then created_at + interval '2 hours' end
    from waitlist_submissions where not quarantined
    order by email_normalised, created_at
    on conflict (email_normalised) do update set confirmed_at = excluded.confirmed_at`);
  // A database that gathered these events over months has been through autovacuum (which runs on
  // inserts too, PostgreSQL 13 and up): vacuumed, its indexes can answer without the table.
  await db.execute(sql`vacuum analyze`);
  await close();
  return { visits };
}
