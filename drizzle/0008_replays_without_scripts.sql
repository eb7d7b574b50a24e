-- A form the browser posted before or without its scripts carries no fill key of its own; the
-- server names it by its answers, and that name stands for a short window only (decision 073).
-- The gate of migration 0007 stays as it is, under a new name; the gate the statements call now
-- also takes the window for repeats, in minutes (NULL: the rate limit's window, as before).
ALTER FUNCTION "submission_gate"(text, text, integer, text) RENAME TO "submission_gate_by_day";--> statement-breakpoint
CREATE FUNCTION "submission_gate"(p_form text, p_address text, p_hours integer, p_replay text DEFAULT NULL, p_replay_minutes integer DEFAULT NULL) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  recent integer;
  repeats integer;
BEGIN
  IF p_replay IS NULL OR p_replay_minutes IS NULL THEN
    RETURN submission_gate_by_day(p_form, p_address, p_hours, p_replay);
  END IF;
  -- Takes the (form, address) lock and counts; the repeat is looked for after it, in a statement
  -- of its own, so of two copies posted at once the second sees the first.
  recent := submission_gate_by_day(p_form, p_address, p_hours, NULL);
  EXECUTE format(
    'SELECT count(*) FROM %I WHERE email_normalised = $1 AND NOT quarantined
       AND replay_key = $2 AND created_at > now() - make_interval(mins => $3)',
    p_form || '_submissions')
  INTO repeats USING p_address, p_replay, p_replay_minutes;
  RETURN CASE WHEN repeats > 0 THEN -1 ELSE recent END;
END
$$;
