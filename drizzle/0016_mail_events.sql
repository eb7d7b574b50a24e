-- Provider events (bounces and complaints) and the campaign canary (decision 090).
-- One row per authenticated event, unique per provider's own id, so a provider that delivers an
-- event twice (SNS and Postmark both retry) changes nothing the second time. The mailbox is kept
-- only as the suppression list's keyed hash: three soft bounces in 30 days are counted from it.
CREATE TABLE "mail_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"mailbox_hash" text NOT NULL,
	"recipient_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_events_provider_check" CHECK ("provider" IN ('ses', 'postmark', 'generic')),
	CONSTRAINT "mail_events_kind_check" CHECK ("kind" IN ('hard_bounce', 'soft_bounce', 'complaint'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_events_provider_event_idx" ON "mail_events" USING btree ("provider", "event_id");--> statement-breakpoint
CREATE INDEX "mail_events_soft_idx" ON "mail_events" USING btree ("mailbox_hash", "received_at") WHERE "kind" = 'soft_bounce';--> statement-breakpoint
-- Why a campaign paused itself (its canary rule), in words the console shows; cleared on resume.
ALTER TABLE "campaigns" ADD COLUMN "pause_reason" text;--> statement-breakpoint
-- The canary (the first 5%, at least 20) is let go once its messages settled and the wait passed.
ALTER TABLE "campaigns" ADD COLUMN "canary_released_at" timestamp with time zone;
