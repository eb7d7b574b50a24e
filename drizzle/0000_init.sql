CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_normalised" text NOT NULL,
	"ip_hash" text,
	"source" text DEFAULT '' NOT NULL,
	"quarantined" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_normalised" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"ip_hash" text,
	"source" text DEFAULT '' NOT NULL,
	"quarantined" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_email" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"trade" text NOT NULL,
	"company_size" text NOT NULL,
	"interested_plan" text NOT NULL,
	"back_office_users" integer DEFAULT 0 NOT NULL,
	"field_users" integer DEFAULT 0 NOT NULL,
	"current_software" text DEFAULT '' NOT NULL,
	"additional_notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email_normalised" text NOT NULL,
	"ip_hash" text,
	"source" text DEFAULT '' NOT NULL,
	"quarantined" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_email_created_idx" ON "contact_submissions" USING btree ("email_normalised","created_at");--> statement-breakpoint
CREATE INDEX "contact_created_idx" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "newsletter_email_created_idx" ON "newsletter_subscriptions" USING btree ("email_normalised","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirm_token_idx" ON "newsletter_subscriptions" USING btree ("confirm_token");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_unsubscribe_token_idx" ON "newsletter_subscriptions" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "notification_outbox" USING btree ("next_attempt_at") WHERE "notification_outbox"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_subject_idx" ON "notification_outbox" USING btree ("subject_email");--> statement-breakpoint
CREATE INDEX "waitlist_email_created_idx" ON "waitlist_submissions" USING btree ("email_normalised","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_created_idx" ON "waitlist_submissions" USING btree ("created_at");