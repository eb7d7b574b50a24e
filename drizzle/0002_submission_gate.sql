-- The per-address lock and the 24-hour count in one call (docs/decisions/011). VOLATILE, so the
-- count runs on a snapshot taken after the lock is granted: it sees every submission committed by
-- whoever held the lock before, even when the calling statement started earlier. That lets one
-- statement lock, count, insert the submission and queue its notifications.
CREATE FUNCTION "submission_gate"(p_form text, p_address text, p_hours integer) RETURNS integer
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
    SELECT count(*) INTO recent FROM newsletter_subscriptions
    WHERE email_normalised = p_address AND NOT quarantined
      AND created_at > now() - make_interval(hours => p_hours);
  ELSE
    RAISE EXCEPTION 'submission_gate: unknown form %', p_form;
  END IF;
  RETURN recent;
END
$$;
