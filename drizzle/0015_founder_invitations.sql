-- Founder invitations and their codes (decision 088). One invitation per founder place holder,
-- in place-number order; the code itself is never stored, only its SHA-256 (the code is an HMAC
-- of code_salt under a key derived from the site secret, so the e-mail and its reminder can be
-- written again at send time and a dump of the database alone redeems nothing). The row goes with
-- its mailbox row: an erasure removes the invitation too, and the place's next holder is invited
-- afresh.
CREATE TABLE "founder_invitations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL REFERENCES "waitlist_people"("id") ON DELETE CASCADE,
	"place" integer NOT NULL,
	"plan" text NOT NULL,
	"discount_percent" integer NOT NULL,
	"back_office_user_pence" integer,
	"field_user_pence" integer NOT NULL,
	"code_salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "founder_invitations_person_idx" ON "founder_invitations" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "founder_invitations_place_idx" ON "founder_invitations" USING btree ("place");--> statement-breakpoint
CREATE UNIQUE INDEX "founder_invitations_code_idx" ON "founder_invitations" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "founder_invitations_unredeemed_idx" ON "founder_invitations" USING btree ("invited_at") WHERE "reminded_at" IS NULL AND "redeemed_at" IS NULL;--> statement-breakpoint
-- The number a founder has been told is theirs for as long as they hold it (decision 088): no
-- statement may move a held place to another number or take it away. Only deleting the mailbox
-- row (an erasure) releases it.
CREATE FUNCTION "founder_place_is_kept"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.founder_place IS NOT NULL AND NEW.founder_place IS DISTINCT FROM OLD.founder_place THEN
    RAISE EXCEPTION 'founder place % stays with its holder (decision 088)', OLD.founder_place;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "founder_place_kept" BEFORE UPDATE OF "founder_place" ON "waitlist_people"
FOR EACH ROW EXECUTE FUNCTION "founder_place_is_kept"();
--> statement-breakpoint
-- The founders' notes on a record, and when a contact message was answered. A note goes with its
-- record (an erasure or a purge deletes the record, and the note with it).
CREATE TABLE "record_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"waitlist_id" bigint REFERENCES "waitlist_submissions"("id") ON DELETE CASCADE,
	"contact_id" bigint REFERENCES "contact_submissions"("id") ON DELETE CASCADE,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_notes_one_record" CHECK (num_nonnulls("waitlist_id", "contact_id") = 1)
);
--> statement-breakpoint
CREATE INDEX "record_notes_waitlist_idx" ON "record_notes" USING btree ("waitlist_id");--> statement-breakpoint
CREATE INDEX "record_notes_contact_idx" ON "record_notes" USING btree ("contact_id");--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "answered_at" timestamp with time zone;
