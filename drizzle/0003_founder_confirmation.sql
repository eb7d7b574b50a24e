-- Founder places are earned by confirming the address (decision 016). Addresses are compared on
-- their mailbox: +tag removed, and at Gmail dots ignored with googlemail.com as gmail.com.
CREATE TABLE "waitlist_people" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email_normalised" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"founder_place" integer,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_people_email_idx" ON "waitlist_people" USING btree ("email_normalised");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_people_place_idx" ON "waitlist_people" USING btree ("founder_place");--> statement-breakpoint
CREATE INDEX "waitlist_people_pending_idx" ON "waitlist_people" USING btree ("created_at") WHERE "waitlist_people"."confirmed_at" is null;--> statement-breakpoint
CREATE FUNCTION "canonical_email"(p_email text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  lowered text := lower(btrim(p_email));
  at integer := length(lowered) - strpos(reverse(lowered), '@') + 1;
  local text;
  domain text;
BEGIN
  IF strpos(lowered, '@') <= 1 THEN RETURN lowered; END IF;
  local := substr(lowered, 1, at - 1);
  domain := substr(lowered, at + 1);
  IF strpos(local, '+') > 1 THEN local := substr(local, 1, strpos(local, '+') - 1); END IF;
  IF domain IN ('gmail.com', 'googlemail.com') THEN
    domain := 'gmail.com';
    IF replace(local, '.', '') <> '' THEN local := replace(local, '.', ''); END IF;
  END IF;
  RETURN local || '@' || domain;
END
$$;
--> statement-breakpoint
UPDATE "waitlist_submissions" SET "email_normalised" = canonical_email("email");--> statement-breakpoint
UPDATE "contact_submissions" SET "email_normalised" = canonical_email("email");--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "email_normalised" = canonical_email("email");--> statement-breakpoint
-- Sign-ups made before confirmation existed start unconfirmed today: the reminder carries the link.
INSERT INTO "waitlist_people" ("email_normalised")
SELECT DISTINCT "email_normalised" FROM "waitlist_submissions" WHERE NOT "quarantined";--> statement-breakpoint
DROP FUNCTION "canonical_email"(text);
--> statement-breakpoint
-- Confirms one waitlist mailbox and gives it the lowest free founder place, if any is left. One
-- confirmation at a time across every instance (a transaction-scoped advisory lock); VOLATILE, so
-- the search for a free place runs on a snapshot taken after the lock is granted and sees every
-- confirmation committed before it (as submission_gate does, decision 011). Places are numbered
-- 1..p_places without repeats (and the unique index would refuse one); a place released by an
-- erasure goes to the next person to confirm.
CREATE FUNCTION "confirm_waitlist_person"(p_id bigint, p_places integer)
RETURNS TABLE(place integer, newly boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  was_confirmed timestamptz;
  had_place integer;
  free_place integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('founder_places'));
  SELECT confirmed_at, founder_place INTO was_confirmed, had_place
  FROM waitlist_people WHERE id = p_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF was_confirmed IS NOT NULL THEN
    place := had_place;
    newly := false;
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT min(n) INTO free_place FROM generate_series(1, p_places) AS n
  WHERE NOT EXISTS (SELECT 1 FROM waitlist_people WHERE founder_place = n);
  UPDATE waitlist_people SET confirmed_at = now(), founder_place = free_place WHERE id = p_id;
  place := free_place;
  newly := true;
  RETURN NEXT;
END
$$;
