-- A counter that moves whenever anything the public directory shows changes, in any process.
-- API processes put it in their response-cache keys, so a change made through one process
-- is never served stale by another (see docs/decisions/0002).
CREATE TABLE IF NOT EXISTS directory_state (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 1
);--> statement-breakpoint
INSERT INTO directory_state (id, version) VALUES (1, 1) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_directory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE directory_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER facilities_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON facilities
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER facility_specialties_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON facility_specialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER facility_tests_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON facility_tests
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER doctors_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON doctors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER duty_periods_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pharmacy_duty_periods
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER specialties_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON specialties
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER lab_tests_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lab_tests
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER regions_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER divisions_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON divisions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER subdivisions_bump_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subdivisions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
