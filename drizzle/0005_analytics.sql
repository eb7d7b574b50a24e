-- First-party analytics (issue 18, decision 024). Raw events carry a random per-tab visit id and
-- never an IP address, user agent or full URL; they are rolled up into the daily tables below once
-- their day is over and deleted after ANALYTICS_RETENTION_MONTHS.
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date DEFAULT ((now() AT TIME ZONE 'Europe/London')::date) NOT NULL,
	"visit_id" text NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"page_type" text NOT NULL,
	"city" text,
	"viewport" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"first_in_visit" boolean,
	"form" text,
	"step" text,
	"lcp" double precision,
	"inp" double precision,
	"cls" double precision,
	"fcp" double precision,
	"ttfb" double precision
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_kind_idx" ON "analytics_events" USING btree ("day", "kind");--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
-- One row per visit, written by its first page view: the landing page and the source.
CREATE TABLE "analytics_visits" (
	"visit_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date DEFAULT ((now() AT TIME ZONE 'Europe/London')::date) NOT NULL,
	"landing_path" text NOT NULL,
	"landing_type" text NOT NULL,
	"city" text,
	"viewport" text NOT NULL,
	"referrer_host" text,
	"utm_source" text,
	"utm_campaign" text
);
--> statement-breakpoint
CREATE INDEX "analytics_visits_day_idx" ON "analytics_visits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_visits_created_idx" ON "analytics_visits" USING btree ("created_at");--> statement-breakpoint
-- Proof of consent: what was asked (banner version) and answered, when, by which visit id. No IP
-- address, no user agent.
CREATE TABLE "consent_choices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date DEFAULT ((now() AT TIME ZONE 'Europe/London')::date) NOT NULL,
	"visit_id" text NOT NULL,
	"banner_version" integer NOT NULL,
	"action" text NOT NULL,
	"performance" boolean NOT NULL,
	"functionality" boolean NOT NULL,
	"marketing" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_choices_day_idx" ON "consent_choices" USING btree ("day");--> statement-breakpoint
CREATE INDEX "consent_choices_created_idx" ON "consent_choices" USING btree ("created_at");--> statement-breakpoint
-- Where one sign-up came from; personal data (it belongs to the sign-up), so it goes with it.
CREATE TABLE "signup_attributions" (
	"submission_id" bigint PRIMARY KEY NOT NULL REFERENCES "waitlist_submissions"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visit_id" text,
	"landing_path" text,
	"landing_type" text,
	"city" text,
	"viewport" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"first_touch" jsonb
);
--> statement-breakpoint
CREATE INDEX "signup_attributions_created_idx" ON "signup_attributions" USING btree ("created_at");--> statement-breakpoint
-- Daily figures, written once per finished day by the hourly roll-up; never personal data.
CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"page_type" text NOT NULL,
	"viewport" text NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_pages_day_idx" ON "analytics_daily_pages" USING btree ("day");--> statement-breakpoint
-- Visits per day under each grouping the console shows (landing page, city, source, screen): a
-- few dozen rows a day, where every combination of the four would be thousands.
CREATE TABLE "analytics_daily_visits" (
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"visits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_visits_dimension_day_idx" ON "analytics_daily_visits" USING btree ("dimension", "day");--> statement-breakpoint
CREATE TABLE "analytics_daily_funnel" (
	"day" date NOT NULL,
	"form" text NOT NULL,
	"step" text NOT NULL,
	"path" text NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_funnel_day_idx" ON "analytics_daily_funnel" USING btree ("day");--> statement-breakpoint
CREATE TABLE "analytics_daily_vitals" (
	"day" date NOT NULL,
	"page_type" text NOT NULL,
	"viewport" text NOT NULL,
	"samples" integer NOT NULL,
	"lcp_p75" double precision,
	"inp_p75" double precision,
	"cls_p75" double precision
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_vitals_day_idx" ON "analytics_daily_vitals" USING btree ("day");--> statement-breakpoint
CREATE TABLE "analytics_daily_consent" (
	"day" date NOT NULL,
	"action" text NOT NULL,
	"choices" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_consent_day_idx" ON "analytics_daily_consent" USING btree ("day");
