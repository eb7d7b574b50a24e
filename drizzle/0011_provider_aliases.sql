-- One mailbox, one founder place, across each provider's documented aliases (decision 082): iCloud
-- (icloud.com, me.com, mac.com), Proton (proton.me, protonmail.com, protonmail.ch, pm.me) and
-- Fastmail's subdomain addresses (anything@name.fastmail.com is name@fastmail.com). Recomputes every
-- stored canonical mailbox with the rule of src/lib/validation/mailbox.ts, written once more here
-- (tests/integration/provider-aliases-migration.test.ts holds the two together), and merges the
-- mailboxes that turn out to be one: where two held places, the one confirmed first stays, the other
-- passes to the first in line through pass_on_founder_places, and the console says so.
CREATE TABLE "console_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "canonical_mailbox_0011"(p_email text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  lowered text := lower(btrim(p_email));
  at integer;
  local text;
  domain text;
  fastmail text;
BEGIN
  IF strpos(lowered, '@') = 0 THEN RETURN lowered; END IF;
  at := length(lowered) - strpos(reverse(lowered), '@') + 1;
  IF at <= 1 THEN RETURN lowered; END IF;
  local := substr(lowered, 1, at - 1);
  domain := substr(lowered, at + 1);
  fastmail := substring(domain from '^([a-z0-9_-]+)\.fastmail\.com$');
  IF fastmail IS NOT NULL THEN
    local := fastmail;
    domain := 'fastmail.com';
  END IF;
  IF strpos(local, '+') > 1 THEN local := substr(local, 1, strpos(local, '+') - 1); END IF;
  domain := CASE
    WHEN domain = 'googlemail.com' THEN 'gmail.com'
    WHEN domain IN ('me.com', 'mac.com') THEN 'icloud.com'
    WHEN domain IN ('protonmail.com', 'protonmail.ch', 'pm.me') THEN 'proton.me'
    ELSE domain
  END;
  IF domain = 'gmail.com' AND replace(local, '.', '') <> '' THEN local := replace(local, '.', ''); END IF;
  RETURN local || '@' || domain;
END
$$;
--> statement-breakpoint
UPDATE "waitlist_submissions" SET "email_normalised" = canonical_mailbox_0011("email")
WHERE "email_normalised" <> canonical_mailbox_0011("email");--> statement-breakpoint
UPDATE "contact_submissions" SET "email_normalised" = canonical_mailbox_0011("email")
WHERE "email_normalised" <> canonical_mailbox_0011("email");--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "email_normalised" = canonical_mailbox_0011("email")
WHERE "email_normalised" <> canonical_mailbox_0011("email");--> statement-breakpoint
-- These keep only the old canonical form, which the new rule maps as it maps the address itself.
UPDATE "newsletter_attempts" SET "email_normalised" = canonical_mailbox_0011("email_normalised")
WHERE "email_normalised" <> canonical_mailbox_0011("email_normalised");--> statement-breakpoint
UPDATE "notification_outbox" SET "subject_email" = canonical_mailbox_0011("subject_email")
WHERE "subject_email" <> canonical_mailbox_0011("subject_email");--> statement-breakpoint
-- The dispatcher finds the mailbox of a confirmation, reminder or place e-mail by this field.
UPDATE "notification_outbox"
SET "payload" = jsonb_set("payload", '{emailNormalised}',
  to_jsonb(canonical_mailbox_0011("payload" ->> 'emailNormalised')))
WHERE "payload" ? 'emailNormalised'
  AND "payload" ->> 'emailNormalised' <> canonical_mailbox_0011("payload" ->> 'emailNormalised');--> statement-breakpoint
-- The places lock before any mailbox row, as on every path that frees or passes on a place
-- (decision 081); held until the migrations' transaction ends.
SELECT lock_founder_places();--> statement-breakpoint
-- Mailboxes that are one: the row holding a place confirmed first stays; without a place, the one
-- confirmed first; with none confirmed, the latest sign-up (a sign-up again restarts the days to
-- confirm). The others go, and a place one held is told to the founders.
WITH "ranked" AS (
  SELECT "id", "founder_place",
    first_value("founder_place") OVER "mailbox" AS "kept_place",
    row_number() OVER "mailbox" AS "rank"
  FROM "waitlist_people"
  WINDOW "mailbox" AS (
    PARTITION BY canonical_mailbox_0011("email_normalised")
    ORDER BY ("founder_place" IS NULL), "confirmed_at" NULLS LAST, "created_at" DESC, "id"
  )
),
"merged" AS (
  DELETE FROM "waitlist_people" "w" USING "ranked" "r"
  WHERE "w"."id" = "r"."id" AND "r"."rank" > 1
  RETURNING "r"."founder_place", "r"."kept_place"
)
INSERT INTO "console_notices" ("message")
SELECT 'Founder places ' || "kept_place" || ' and ' || "founder_place"
  || ' were held by one mailbox under two of its provider''s addresses (iCloud, Proton or Fastmail'
  || ' aliases, now counted as one). Place ' || "kept_place" || ' stays with it; place '
  || "founder_place" || ' goes to the first in line, or with nobody waiting to the next to confirm.'
FROM "merged" WHERE "founder_place" IS NOT NULL;--> statement-breakpoint
-- A mailbox not confirmed yet whose canonical form changed: its confirmation link's key named the
-- old form, so it gets its one reminder again, with a link that works.
UPDATE "waitlist_people"
SET "email_normalised" = canonical_mailbox_0011("email_normalised"),
    "reminded_at" = CASE WHEN "confirmed_at" IS NULL THEN NULL ELSE "reminded_at" END
WHERE "email_normalised" <> canonical_mailbox_0011("email_normalised");--> statement-breakpoint
-- As an erasure does (src/server/founders/passed-on.ts, decision 078): each freed place to the first
-- in line, with the founders' notice and the e-mail to that person queued in the same statement.
WITH "passed" AS (
  SELECT "promoted_email", "promoted_place" FROM pass_on_founder_places(100)
),
"latest" AS (
  SELECT DISTINCT ON ("s"."email_normalised") "s"."email_normalised", "s"."name", "s"."email",
    "s"."company", "s"."trade", "s"."company_size", "s"."interested_plan", "s"."source"
  FROM "waitlist_submissions" "s" JOIN "passed" ON "s"."email_normalised" = "passed"."promoted_email"
  WHERE NOT "s"."quarantined"
  ORDER BY "s"."email_normalised", "s"."id" DESC
),
"queued" AS (
  INSERT INTO "notification_outbox" ("kind", "subject_email", "payload")
  SELECT 'founder_notice', "passed"."promoted_email",
    jsonb_build_object('type', 'confirmation', 'submission',
      jsonb_build_object('founder_place', "passed"."promoted_place", 'passed_on', 'yes')
      || (to_jsonb("latest") - 'email_normalised'))
  FROM "passed" JOIN "latest" ON "latest"."email_normalised" = "passed"."promoted_email"
  UNION ALL
  SELECT 'founder_place_opened', "passed"."promoted_email",
    jsonb_build_object('to', "latest"."email", 'name', "latest"."name",
      'emailNormalised', "passed"."promoted_email", 'place', "passed"."promoted_place")
  FROM "passed" JOIN "latest" ON "latest"."email_normalised" = "passed"."promoted_email"
)
INSERT INTO "console_notices" ("message")
SELECT 'Founder place ' || "promoted_place" || ' passed on to the first in line, who is e-mailed.'
FROM "passed";--> statement-breakpoint
DROP FUNCTION "canonical_mailbox_0011"(text);
