-- A founder place released by an erasure goes to the first person still waiting: the earliest
-- confirmed mailbox that holds no place, because it confirmed after the places were gone
-- (decision 078). Before, the place waited for whoever confirmed next, so a newcomer overtook
-- everyone in line. The same lock as confirm_waitlist_person: a confirmation and a release never
-- hand one place to two people. Returns each mailbox given a place (more than one only where
-- several places were free at once).
CREATE FUNCTION "pass_on_founder_places"(p_places integer)
RETURNS TABLE(promoted_id bigint, promoted_email text, promoted_place integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  free_place integer;
  waiting bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('founder_places'));
  LOOP
    SELECT min(n) INTO free_place FROM generate_series(1, p_places) AS n
    WHERE NOT EXISTS (SELECT 1 FROM waitlist_people w WHERE w.founder_place = n);
    EXIT WHEN free_place IS NULL;
    SELECT w.id INTO waiting FROM waitlist_people w
    WHERE w.confirmed_at IS NOT NULL AND w.founder_place IS NULL
    ORDER BY w.confirmed_at, w.id LIMIT 1;
    EXIT WHEN waiting IS NULL;
    UPDATE waitlist_people w SET founder_place = free_place WHERE w.id = waiting
    RETURNING w.id, w.email_normalised, w.founder_place
    INTO promoted_id, promoted_email, promoted_place;
    RETURN NEXT;
  END LOOP;
END
$$;
