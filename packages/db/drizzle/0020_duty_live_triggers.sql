-- Keeps pharmacy_duty_live (0019) true after every change to a pharmacy's duty periods or to the
-- pharmacy itself, in any process: the public on-call list reads it alone.

-- Rebuilds the rows of the given pharmacies from their periods. Transaction-scoped advisory locks make
-- two writers of one pharmacy's rota rebuild one after the other, the second seeing the first's
-- committed periods. Pharmacies share 64 locks (by id modulo 64, taken in order): one lock each would
-- exhaust the lock table when a statement writes the periods of thousands of pharmacies.
CREATE OR REPLACE FUNCTION rebuild_duty_live(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(20261124, bucket)
    FROM (SELECT DISTINCT id % 64 AS bucket FROM unnest(ids) AS id) AS buckets ORDER BY bucket;
  DELETE FROM pharmacy_duty_live WHERE facility_id = ANY(ids);
  INSERT INTO pharmacy_duty_live
    (period_id, facility_id, region_id, division_id, subdivision_id, name, starts_at, ends_at, live_from)
  SELECT x.id, x.facility_id, x.region_id, x.division_id, x.subdivision_id, x.name, x.starts_at, x.ends_at,
    -- Live once every earlier-starting period has ended; a period inside a longer one never is (empty range).
    LEAST(COALESCE(x.earlier_end, '-infinity'::timestamptz), x.ends_at)
  FROM (
    SELECT p.id, p.facility_id, f.region_id, f.division_id, f.subdivision_id, f.name, p.starts_at, p.ends_at,
      max(p.ends_at) OVER (PARTITION BY p.facility_id ORDER BY p.starts_at
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS earlier_end
    FROM pharmacy_duty_periods p JOIN facilities f ON f.id = p.facility_id
    WHERE p.facility_id = ANY(ids) AND p.cancelled_at IS NULL
      AND f.category = 'pharmacy' AND f.status IN ('active', 'approved') AND f.archived_at IS NULL
  ) x;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION duty_live_after_period_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_duty_live(ARRAY(SELECT DISTINCT facility_id FROM inserted_periods));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION duty_live_after_period_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_duty_live(ARRAY(
    SELECT facility_id FROM old_periods UNION SELECT facility_id FROM new_periods));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION duty_live_after_period_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_duty_live(ARRAY(SELECT DISTINCT facility_id FROM deleted_periods));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION duty_live_after_period_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM pharmacy_duty_live;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER duty_live_period_insert AFTER INSERT ON pharmacy_duty_periods
  REFERENCING NEW TABLE AS inserted_periods
  FOR EACH STATEMENT EXECUTE FUNCTION duty_live_after_period_insert();--> statement-breakpoint
CREATE TRIGGER duty_live_period_update AFTER UPDATE ON pharmacy_duty_periods
  REFERENCING OLD TABLE AS old_periods NEW TABLE AS new_periods
  FOR EACH STATEMENT EXECUTE FUNCTION duty_live_after_period_update();--> statement-breakpoint
CREATE TRIGGER duty_live_period_delete AFTER DELETE ON pharmacy_duty_periods
  REFERENCING OLD TABLE AS deleted_periods
  FOR EACH STATEMENT EXECUTE FUNCTION duty_live_after_period_delete();--> statement-breakpoint
CREATE TRIGGER duty_live_period_truncate AFTER TRUNCATE ON pharmacy_duty_periods
  FOR EACH STATEMENT EXECUTE FUNCTION duty_live_after_period_truncate();--> statement-breakpoint
-- A pharmacy renamed, moved, suspended, archived or made another kind of place: its rows follow.
CREATE OR REPLACE FUNCTION duty_live_after_facility_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_duty_live(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER duty_live_facility_update AFTER UPDATE ON facilities
  FOR EACH ROW
  WHEN ((OLD.category = 'pharmacy' OR NEW.category = 'pharmacy') AND (OLD.name IS DISTINCT FROM NEW.name OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.archived_at IS DISTINCT FROM NEW.archived_at
    OR OLD.region_id IS DISTINCT FROM NEW.region_id OR OLD.division_id IS DISTINCT FROM NEW.division_id
    OR OLD.subdivision_id IS DISTINCT FROM NEW.subdivision_id))
  EXECUTE FUNCTION duty_live_after_facility_update();--> statement-breakpoint
SELECT rebuild_duty_live(ARRAY(SELECT DISTINCT facility_id FROM pharmacy_duty_periods));
