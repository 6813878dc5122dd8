-- A counter that moves whenever a booking is added, changed or removed, in any process. The
-- back-office bookings list remembers its totals per filter set for one value of it (issue 12),
-- as the facility list does with directory_state (0005).
CREATE TABLE IF NOT EXISTS bookings_state (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 1
);--> statement-breakpoint
INSERT INTO bookings_state (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_bookings_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_bookings_version();
