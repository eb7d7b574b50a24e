-- Decision 084: a UTM value is kept only when the UTM rule (src/lib/analytics/utm-rule.ts) keeps
-- it: at most 100 characters of letters, digits, the space and a few punctuation marks, and never
-- an e-mail address or a phone number. Values stored before the rule are cleared here, in the raw
-- tables, the sign-ups' attribution and the daily figures; and each day's banner choices still
-- held raw are counted again one per visit. The function is this migration's own: the
-- integration test runs these statements and compares them with the TypeScript rule.
CREATE FUNCTION analytics_utm_refused(value text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT value IS NOT NULL AND (
    length(value) = 0 OR length(value) > 100
    OR value ~* '@|%40'
    OR EXISTS (
      SELECT 1 FROM regexp_matches(value, '\+?[0-9][0-9 .()/-]*[0-9]', 'g') AS run(parts)
      WHERE length(regexp_replace(run.parts[1], '[^0-9]', '', 'g')) BETWEEN 9 AND 15)
    OR value !~ '^[A-Za-z0-9\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF ._~+/:|,()!&''#%-]*$')
$$;
--> statement-breakpoint
UPDATE "analytics_events" SET
	"utm_source" = CASE WHEN analytics_utm_refused("utm_source") THEN NULL ELSE "utm_source" END,
	"utm_medium" = CASE WHEN analytics_utm_refused("utm_medium") THEN NULL ELSE "utm_medium" END,
	"utm_campaign" = CASE WHEN analytics_utm_refused("utm_campaign") THEN NULL ELSE "utm_campaign" END,
	"utm_term" = CASE WHEN analytics_utm_refused("utm_term") THEN NULL ELSE "utm_term" END,
	"utm_content" = CASE WHEN analytics_utm_refused("utm_content") THEN NULL ELSE "utm_content" END
WHERE analytics_utm_refused("utm_source") OR analytics_utm_refused("utm_medium")
	OR analytics_utm_refused("utm_campaign") OR analytics_utm_refused("utm_term")
	OR analytics_utm_refused("utm_content");
--> statement-breakpoint
UPDATE "analytics_visits" SET
	"utm_source" = CASE WHEN analytics_utm_refused("utm_source") THEN NULL ELSE "utm_source" END,
	"utm_campaign" = CASE WHEN analytics_utm_refused("utm_campaign") THEN NULL ELSE "utm_campaign" END
WHERE analytics_utm_refused("utm_source") OR analytics_utm_refused("utm_campaign");
--> statement-breakpoint
UPDATE "signup_attributions" SET
	"utm_source" = CASE WHEN analytics_utm_refused("utm_source") THEN NULL ELSE "utm_source" END,
	"utm_medium" = CASE WHEN analytics_utm_refused("utm_medium") THEN NULL ELSE "utm_medium" END,
	"utm_campaign" = CASE WHEN analytics_utm_refused("utm_campaign") THEN NULL ELSE "utm_campaign" END,
	"utm_term" = CASE WHEN analytics_utm_refused("utm_term") THEN NULL ELSE "utm_term" END,
	"utm_content" = CASE WHEN analytics_utm_refused("utm_content") THEN NULL ELSE "utm_content" END
WHERE analytics_utm_refused("utm_source") OR analytics_utm_refused("utm_medium")
	OR analytics_utm_refused("utm_campaign") OR analytics_utm_refused("utm_term")
	OR analytics_utm_refused("utm_content");
--> statement-breakpoint
-- The first source a sign-up carried keeps only the UTM values the rule keeps.
UPDATE "signup_attributions" AS a SET "first_touch" = (a."first_touch" - 'utm') || COALESCE(
	(SELECT jsonb_build_object('utm', jsonb_object_agg(e.key, e.value))
	 FROM jsonb_each(a."first_touch" -> 'utm') AS e(key, value)
	 WHERE jsonb_typeof(e.value) = 'string' AND NOT analytics_utm_refused(e.value #>> '{}')
	 HAVING count(*) > 0),
	'{}'::jsonb)
WHERE jsonb_typeof(a."first_touch" -> 'utm') = 'object' AND EXISTS (
	SELECT 1 FROM jsonb_each(a."first_touch" -> 'utm') AS e(key, value)
	WHERE jsonb_typeof(e.value) <> 'string' OR analytics_utm_refused(e.value #>> '{}'));
--> statement-breakpoint
-- A daily source is "source / campaign", a referrer's host or "(direct)": one refused part and the
-- key no longer names it.
UPDATE "analytics_daily_visits" SET "key" = '(removed: personal data)'
WHERE "dimension" = 'source' AND EXISTS (
	SELECT 1 FROM unnest(string_to_array("key", ' / ')) AS part(value)
	WHERE analytics_utm_refused(part.value));
--> statement-breakpoint
DROP FUNCTION analytics_utm_refused(text);
--> statement-breakpoint
-- Banner choices: one per visit and day (src/server/analytics/rollup.ts, oneChoicePerVisit), for
-- every rolled-up day whose raw records are all still kept (the oldest kept day may have lost some).
DELETE FROM "analytics_daily_consent" AS d
WHERE d."day" > (SELECT min("day") FROM "consent_choices")
	AND d."day" < (SELECT "value"::date FROM "app_settings" WHERE "key" = 'analytics_rolled_before')
	AND EXISTS (SELECT 1 FROM "consent_choices" AS c WHERE c."day" = d."day");
--> statement-breakpoint
INSERT INTO "analytics_daily_consent" ("day", "action", "choices")
SELECT "day", "action", count(*)::int FROM (
	SELECT DISTINCT ON ("day", "visit_id", "action" = 'withdraw') "day", "action"
	FROM "consent_choices"
	WHERE "day" > (SELECT min("day") FROM "consent_choices")
		AND "day" < (SELECT "value"::date FROM "app_settings" WHERE "key" = 'analytics_rolled_before')
	ORDER BY "day", "visit_id", "action" = 'withdraw', "id"
) AS one_per_visit
GROUP BY "day", "action";
