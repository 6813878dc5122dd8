CREATE TABLE "facility_removals" (
	"facility_id" integer PRIMARY KEY NOT NULL,
	"change_seq" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "change_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "facility_removals_change_seq_idx" ON "facility_removals" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "facilities_change_seq_idx" ON "facilities" USING btree ("change_seq");--> statement-breakpoint
-- Every facility row written carries the directory version it was written at, and every deleted one leaves
-- a removal with its version: a browser's offline copy asks for what changed after the version it holds.
-- The version is taken from directory_state inside the writing transaction, which holds that row's lock until
-- it commits: versions are handed out in commit order, so a reader never moves its cursor past a change that
-- commits later with a smaller number.
CREATE OR REPLACE FUNCTION stamp_facility_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE directory_state SET version = version + 1 WHERE id = 1 RETURNING version INTO NEW.change_seq;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER facilities_stamp_change BEFORE INSERT OR UPDATE ON facilities
  FOR EACH ROW EXECUTE FUNCTION stamp_facility_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_facility_removal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stamp bigint;
BEGIN
  UPDATE directory_state SET version = version + 1 WHERE id = 1 RETURNING version INTO stamp;
  INSERT INTO facility_removals (facility_id, change_seq) VALUES (OLD.id, stamp)
    ON CONFLICT (facility_id) DO UPDATE SET change_seq = EXCLUDED.change_seq;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER facilities_record_removal AFTER DELETE ON facilities
  FOR EACH ROW EXECUTE FUNCTION record_facility_removal();
