-- One lock order for founder places (decision 081): the places lock first, then rows. Confirming
-- took the lock and then the mailbox's row; an erasure deleted the row and then asked for the lock
-- to pass the place on, so the two waited on each other and PostgreSQL killed one (34 deadlocks in
-- 80 requests over two instances). Every transaction that gives, frees or passes on a place, or
-- deletes a mailbox row (which may hold one), now calls lock_founder_places() before it touches a
-- row; the paths that only register or remind a mailbox never ask for it, so they cannot close a
-- cycle.
CREATE FUNCTION "lock_founder_places"() RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('founder_places'));
END
$$;
--> statement-breakpoint
-- As in migration 0003, with the lock named once and the mailbox's row locked as it is read: a
-- row deleted meanwhile (by a path that skipped the lock) is then not found, where the UPDATE
-- used to miss it silently and the place was reported, and the founders told, all the same.
CREATE OR REPLACE FUNCTION "confirm_waitlist_person"(p_id bigint, p_places integer)
RETURNS TABLE(place integer, newly boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  was_confirmed timestamptz;
  had_place integer;
  free_place integer;
BEGIN
  PERFORM lock_founder_places();
  SELECT confirmed_at, founder_place INTO was_confirmed, had_place
  FROM waitlist_people WHERE id = p_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  IF was_confirmed IS NOT NULL THEN
    place := had_place;
    newly := false;
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT min(n) INTO free_place FROM generate_series(1, p_places) AS n
  WHERE NOT EXISTS (SELECT 1 FROM waitlist_people WHERE founder_place = n);
  UPDATE waitlist_people SET confirmed_at = now(), founder_place = free_place WHERE id = p_id;
  place := free_place;
  newly := true;
  RETURN NEXT;
END
$$;
--> statement-breakpoint
-- As in migration 0009, with the lock named once; a person in line whose row went meanwhile is
-- skipped for the next, instead of being returned as an empty row.
CREATE OR REPLACE FUNCTION "pass_on_founder_places"(p_places integer)
RETURNS TABLE(promoted_id bigint, promoted_email text, promoted_place integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  free_place integer;
  waiting bigint;
BEGIN
  PERFORM lock_founder_places();
  LOOP
    SELECT min(n) INTO free_place FROM generate_series(1, p_places) AS n
    WHERE NOT EXISTS (SELECT 1 FROM waitlist_people w WHERE w.founder_place = n);
    EXIT WHEN free_place IS NULL;
    SELECT w.id INTO waiting FROM waitlist_people w
    WHERE w.confirmed_at IS NOT NULL AND w.founder_place IS NULL
    ORDER BY w.confirmed_at, w.id LIMIT 1;
    EXIT WHEN waiting IS NULL;
    UPDATE waitlist_people w SET founder_place = free_place
    WHERE w.id = waiting AND w.founder_place IS NULL
    RETURNING w.id, w.email_normalised, w.founder_place
    INTO promoted_id, promoted_email, promoted_place;
    CONTINUE WHEN NOT FOUND;
    RETURN NEXT;
  END LOOP;
END
$$;
