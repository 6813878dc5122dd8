-- Issue 37: change counters for the back-office lists that have none of their own (payments, claims, the
-- accounts behind the patients list), so a list's total can be remembered for one version of its data
-- and checked in the page's own statement. One row per table, bumped once per writing statement.
CREATE TABLE IF NOT EXISTS list_state (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);--> statement-breakpoint
INSERT INTO list_state (name, version) VALUES ('payments', 1), ('claims', 1), ('users', 1)
  ON CONFLICT (name) DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_list_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_state SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_bump_list_state AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_state('payments');--> statement-breakpoint
CREATE TRIGGER claims_bump_list_state AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON claims
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_state('claims');--> statement-breakpoint
CREATE TRIGGER users_bump_list_state AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_list_state('users');
