CREATE TYPE "public"."data_source" AS ENUM('osm', 'public_mfl_2019');--> statement-breakpoint
CREATE TYPE "public"."location_precision" AS ENUM('exact', 'village', 'withheld', 'none');--> statement-breakpoint
ALTER TYPE "public"."facility_source" ADD VALUE 'public_mfl_2019';--> statement-breakpoint
ALTER TYPE "public"."facility_type" ADD VALUE 'integrated_health_center';--> statement-breakpoint
ALTER TYPE "public"."facility_type" ADD VALUE 'district_medical_center';--> statement-breakpoint
ALTER TYPE "public"."facility_type" ADD VALUE 'health_center';--> statement-breakpoint
ALTER TYPE "public"."facility_type" ADD VALUE 'dispensary';--> statement-breakpoint
ALTER TYPE "public"."facility_type" ADD VALUE 'district_hospital';--> statement-breakpoint
ALTER TYPE "public"."facility_type" ADD VALUE 'regional_hospital';--> statement-breakpoint
ALTER TYPE "public"."facility_type" ADD VALUE 'general_hospital';--> statement-breakpoint
CREATE TABLE "facility_match_suggestions" (
	"first_id" integer NOT NULL,
	"second_id" integer NOT NULL,
	"reason" text NOT NULL,
	"similarity" real NOT NULL,
	"distance_metres" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_match_suggestions_first_id_second_id_pk" PRIMARY KEY("first_id","second_id"),
	CONSTRAINT "facility_match_suggestions_order_ck" CHECK (first_id < second_id)
);
--> statement-breakpoint
CREATE TABLE "facility_source_records" (
	"source" "data_source" NOT NULL,
	"source_key" text NOT NULL,
	"facility_id" integer NOT NULL,
	"retrieved_on" date NOT NULL,
	"licence" text NOT NULL,
	"fields" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_source_records_source_source_key_pk" PRIMARY KEY("source","source_key")
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "location_precision" "location_precision";--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "facility_match_suggestions" ADD CONSTRAINT "facility_match_suggestions_first_id_facilities_id_fk" FOREIGN KEY ("first_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_match_suggestions" ADD CONSTRAINT "facility_match_suggestions_second_id_facilities_id_fk" FOREIGN KEY ("second_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_source_records" ADD CONSTRAINT "facility_source_records_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_match_suggestions_second_idx" ON "facility_match_suggestions" USING btree ("second_id");--> statement-breakpoint
CREATE INDEX "facility_source_records_facility_idx" ON "facility_source_records" USING btree ("facility_id");
--> statement-breakpoint
-- Staff changes (every back-office write stamps locally_modified_at) mark the groups of fields they touch as
-- staff's (packages/db/src/seed/field-groups.ts): no re-import of a source writes them again. A position staff
-- set is exact, unless they set its precision too.
CREATE OR REPLACE FUNCTION facilities_mark_staff_fields() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.locally_modified_at IS DISTINCT FROM OLD.locally_modified_at THEN
    IF (NEW.status, NEW.suspension_reason) IS DISTINCT FROM (OLD.status, OLD.suspension_reason) THEN NEW.field_sources := NEW.field_sources || '{"listing": "staff"}'::jsonb; END IF;
    IF (NEW.category) IS DISTINCT FROM (OLD.category) THEN NEW.field_sources := NEW.field_sources || '{"category": "staff"}'::jsonb; END IF;
    IF (NEW.facility_type) IS DISTINCT FROM (OLD.facility_type) THEN NEW.field_sources := NEW.field_sources || '{"type": "staff"}'::jsonb; END IF;
    IF (NEW.name) IS DISTINCT FROM (OLD.name) THEN NEW.field_sources := NEW.field_sources || '{"name": "staff"}'::jsonb; END IF;
    IF (NEW.region_id, NEW.division_id, NEW.subdivision_id) IS DISTINCT FROM (OLD.region_id, OLD.division_id, OLD.subdivision_id) THEN NEW.field_sources := NEW.field_sources || '{"place": "staff"}'::jsonb; END IF;
    IF (NEW.lat, NEW.lng, NEW.location_precision) IS DISTINCT FROM (OLD.lat, OLD.lng, OLD.location_precision) THEN NEW.field_sources := NEW.field_sources || '{"position": "staff"}'::jsonb; END IF;
    IF (NEW.phone) IS DISTINCT FROM (OLD.phone) THEN NEW.field_sources := NEW.field_sources || '{"phone": "staff"}'::jsonb; END IF;
    IF (NEW.website) IS DISTINCT FROM (OLD.website) THEN NEW.field_sources := NEW.field_sources || '{"website": "staff"}'::jsonb; END IF;
    IF (NEW.hours_text, NEW.opening_hours) IS DISTINCT FROM (OLD.hours_text, OLD.opening_hours) THEN NEW.field_sources := NEW.field_sources || '{"hours": "staff"}'::jsonb; END IF;
    IF (NEW.operator) IS DISTINCT FROM (OLD.operator) THEN NEW.field_sources := NEW.field_sources || '{"operator": "staff"}'::jsonb; END IF;
    IF (NEW.beds) IS DISTINCT FROM (OLD.beds) THEN NEW.field_sources := NEW.field_sources || '{"beds": "staff"}'::jsonb; END IF;
    IF (NEW.emergency) IS DISTINCT FROM (OLD.emergency) THEN NEW.field_sources := NEW.field_sources || '{"emergency": "staff"}'::jsonb; END IF;
    IF (NEW.last_verified_at) IS DISTINCT FROM (OLD.last_verified_at) THEN NEW.field_sources := NEW.field_sources || '{"verified": "staff"}'::jsonb; END IF;
    IF (NEW.aliases) IS DISTINCT FROM (OLD.aliases) THEN NEW.field_sources := NEW.field_sources || '{"aliases": "staff"}'::jsonb; END IF;
    IF (NEW.lat, NEW.lng) IS DISTINCT FROM (OLD.lat, OLD.lng)
      AND NEW.location_precision IS NOT DISTINCT FROM OLD.location_precision THEN
      NEW.location_precision := NULL;
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER facilities_mark_staff_fields BEFORE UPDATE ON facilities
  FOR EACH ROW EXECUTE FUNCTION facilities_mark_staff_fields();
--> statement-breakpoint
-- OpenStreetMap records imported before sources were kept field by field: what staff had changed stays theirs
-- (the whole record, as before); the rest is OpenStreetMap's. Their source records are written by the next import.
UPDATE facilities SET field_sources = (
  SELECT jsonb_object_agg(g, CASE WHEN locally_modified_at IS NULL THEN 'osm' ELSE 'staff' END)
  FROM unnest(ARRAY['listing', 'category', 'type', 'name', 'place', 'position', 'phone', 'website', 'hours', 'operator', 'beds', 'emergency', 'verified']) AS g
) WHERE source = 'osm';
