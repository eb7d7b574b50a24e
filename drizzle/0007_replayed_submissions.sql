-- A submission sent again after its answer was lost (a dropped signal, a timeout, "Send again")
-- is the same submission: it is answered as before and stored once (decision 059). Each counted
-- row keeps a replay key, a hash of the form's fill key and its fields, computed by the server.
ALTER TABLE "waitlist_submissions" ADD COLUMN "replay_key" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "replay_key" text;--> statement-breakpoint
DROP FUNCTION "submission_gate"(text, text, integer);--> statement-breakpoint
-- As before (decision 011, migration 0004), and -1 when the address already has a counted row
-- with this replay key in the window. Checked after the lock, on the function's own snapshot, so
-- of two copies sent at once the second sees the first. The two forms' tables have the same
-- columns for this, so one query serves both (the table name comes from this list only).
CREATE FUNCTION "submission_gate"(p_form text, p_address text, p_hours integer, p_replay text DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  recent integer;
  repeats integer;
  submissions text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_form || ':' || p_address));
  IF p_form = 'newsletter' THEN
    SELECT count(*) INTO recent FROM newsletter_attempts
    WHERE email_normalised = p_address
      AND created_at > now() - make_interval(hours => p_hours);
    RETURN recent;
  ELSIF p_form NOT IN ('waitlist', 'contact') THEN
    RAISE EXCEPTION 'submission_gate: unknown form %', p_form;
  END IF;
  submissions := p_form || '_submissions';
  EXECUTE format(
    'SELECT count(*) FILTER (WHERE replay_key = $3), count(*) FROM %I
     WHERE email_normalised = $1 AND NOT quarantined
       AND created_at > now() - make_interval(hours => $2)', submissions)
  INTO repeats, recent USING p_address, p_hours, p_replay;
  IF repeats > 0 THEN
    RETURN -1;
  END IF;
  RETURN recent;
END
$$;
