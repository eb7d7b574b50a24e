-- Issue 15 (hardening). Keys of the IP and audit hashes now come from the site secret, outside
-- the database (secrets.ts): the salts kept here are deleted, so a dump holds no key.
DELETE FROM "app_settings" WHERE "key" IN ('ip_hash_salt', 'audit_hash_salt');
--> statement-breakpoint
-- The per-client throttle, shared by every instance and kept across restarts: one row per keyed
-- address hash and clock hour, incremented in place; rows older than two hours are pruned.
CREATE TABLE "client_throttle" (
	"ip_hash" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_throttle_pkey" PRIMARY KEY ("ip_hash", "hour")
);
--> statement-breakpoint
CREATE INDEX "client_throttle_hour_idx" ON "client_throttle" USING btree ("hour");--> statement-breakpoint
-- Every newsletter attempt, written or not, so the limit answers a subscribed address and a new
-- one alike (no row is written for an address already confirmed). Kept one day.
CREATE TABLE "newsletter_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email_normalised" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "newsletter_attempts_email_created_idx" ON "newsletter_attempts" USING btree ("email_normalised", "created_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "submission_gate"(p_form text, p_address text, p_hours integer) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  recent integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_form || ':' || p_address));
  IF p_form = 'waitlist' THEN
    SELECT count(*) INTO recent FROM waitlist_submissions
    WHERE email_normalised = p_address AND NOT quarantined
      AND created_at > now() - make_interval(hours => p_hours);
  ELSIF p_form = 'contact' THEN
    SELECT count(*) INTO recent FROM contact_submissions
    WHERE email_normalised = p_address AND NOT quarantined
      AND created_at > now() - make_interval(hours => p_hours);
  ELSIF p_form = 'newsletter' THEN
    SELECT count(*) INTO recent FROM newsletter_attempts
    WHERE email_normalised = p_address
      AND created_at > now() - make_interval(hours => p_hours);
  ELSE
    RAISE EXCEPTION 'submission_gate: unknown form %', p_form;
  END IF;
  RETURN recent;
END
$$;
--> statement-breakpoint
-- Admin sessions are revocable: the signed cookie names a row here, checked on every request;
-- signing out sets revoked_at. The signing key (from SESSION_SECRET or the site secret, bound
-- to ADMIN_PASSWORD) no longer lives in the database.
CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
DELETE FROM "app_settings" WHERE "key" = 'admin_session_secret';
--> statement-breakpoint
-- Which instance holds a "sending" lease, so that instance takes its own leases back at once when
-- it starts again after a crash, instead of waiting for them to run out.
ALTER TABLE "notification_outbox" ADD COLUMN "leased_by" text;
