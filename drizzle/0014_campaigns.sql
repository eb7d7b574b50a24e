-- Campaigns (decisions 086 and 087). A campaign's audience is frozen on Send into one
-- campaign_recipients row per canonical mailbox; the pump hands each row to the outbox once and
-- records the outbox row's id on it. What a campaign has left to do is its rows still queued.
CREATE TABLE "campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	-- Why the mail is sent, which limits who may receive it (decision 087): the launch-news
	-- audience consented to hear about the launch, never to general marketing (PECR reg. 22).
	"purpose" text NOT NULL,
	"audience" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"body_markdown" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"rate_per_minute" integer DEFAULT 600 NOT NULL,
	"scheduled_at" timestamp with time zone,
	-- A schedule that fell due while no instance ran waits for a founder's confirmation (086).
	"schedule_missed_at" timestamp with time zone,
	-- The pump's allowance (messages it may still hand over) and when it last handed any over.
	"pump_credit" double precision DEFAULT 0 NOT NULL,
	"pumped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"frozen_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "campaigns_state_check" CHECK ("state" IN ('draft', 'scheduled', 'sending', 'paused', 'cancelled', 'finished')),
	CONSTRAINT "campaigns_rate_check" CHECK ("rate_per_minute" BETWEEN 1 AND 60000),
	CONSTRAINT "campaigns_audience_purpose_check" CHECK (
		("audience" = 'newsletter' AND "purpose" IN ('marketing', 'launch_announcement'))
		OR ("audience" IN ('launch_news', 'founders') AND "purpose" IN ('launch_announcement', 'founder_invitation'))
	)
);
--> statement-breakpoint
CREATE INDEX "campaigns_state_idx" ON "campaigns" USING btree ("state");--> statement-breakpoint
CREATE TABLE "campaign_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL REFERENCES "campaigns"("id") ON DELETE CASCADE,
	-- The canonical mailbox; null once the person is erased (the row stays, anonymised, so the
	-- campaign's counts stay true).
	"email_normalised" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"state_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- The outbox row that carries this recipient's message: set once, by the pump.
	"outbox_id" bigint,
	CONSTRAINT "campaign_recipients_state_check" CHECK ("state" IN ('queued', 'sent', 'failed', 'bounced', 'complained', 'unsubscribed', 'suppressed', 'cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_mailbox_idx" ON "campaign_recipients" USING btree ("campaign_id", "email_normalised");--> statement-breakpoint
CREATE INDEX "campaign_recipients_waiting_idx" ON "campaign_recipients" USING btree ("campaign_id", "id") WHERE "state" = 'queued' AND "outbox_id" IS NULL;--> statement-breakpoint
CREATE INDEX "campaign_recipients_handed_idx" ON "campaign_recipients" USING btree ("outbox_id") WHERE "state" = 'queued' AND "outbox_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_recipients_email_idx" ON "campaign_recipients" USING btree ("email_normalised");--> statement-breakpoint
-- Mailboxes no campaign may write to, by a keyed hash (HMAC-SHA256 under a key derived from the
-- site secret) of the canonical mailbox: kept after erasure, as the ICO advises, yet a dump of
-- the database cannot be read back into addresses (decision 087).
CREATE TABLE "mail_suppressions" (
	"mailbox_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_reason_check" CHECK ("reason" IN ('unsubscribed', 'bounced', 'complained', 'founder'))
);
--> statement-breakpoint
-- Leaving launch news keeps the waitlist entry and its founder place, and ends campaign mail.
ALTER TABLE "waitlist_people" ADD COLUMN "launch_news_left_at" timestamp with time zone;
