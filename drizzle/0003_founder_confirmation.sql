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
