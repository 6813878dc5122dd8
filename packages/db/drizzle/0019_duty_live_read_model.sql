CREATE TABLE "pharmacy_duty_live" (
	"period_id" integer PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"region_id" integer,
	"division_id" integer,
	"subdivision_id" integer,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"live_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "duty_live_facility_idx" ON "pharmacy_duty_live" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "duty_live_order_idx" ON "pharmacy_duty_live" USING btree ("starts_at","name","facility_id","ends_at","live_from","region_id","division_id","subdivision_id");--> statement-breakpoint
CREATE INDEX "duty_live_region_order_idx" ON "pharmacy_duty_live" USING btree ("region_id","starts_at","name","facility_id","ends_at","live_from");--> statement-breakpoint
CREATE INDEX "duty_live_division_order_idx" ON "pharmacy_duty_live" USING btree ("division_id","starts_at","name","facility_id","ends_at","live_from");--> statement-breakpoint
CREATE INDEX "duty_live_subdivision_order_idx" ON "pharmacy_duty_live" USING btree ("subdivision_id","starts_at","name","facility_id","ends_at","live_from");