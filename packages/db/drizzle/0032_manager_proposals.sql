ALTER TABLE "facility_corrections" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "facility_corrections" ADD COLUMN "facility_type" "facility_type";--> statement-breakpoint
ALTER TABLE "facility_corrections" ADD COLUMN "subdivision_id" integer;--> statement-breakpoint
ALTER TABLE "facility_corrections" ADD COLUMN "proposed_by" integer;--> statement-breakpoint
ALTER TABLE "facility_corrections" ADD CONSTRAINT "facility_corrections_subdivision_id_subdivisions_id_fk" FOREIGN KEY ("subdivision_id") REFERENCES "public"."subdivisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_corrections" ADD CONSTRAINT "facility_corrections_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;