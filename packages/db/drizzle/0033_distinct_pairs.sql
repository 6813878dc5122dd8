CREATE TABLE "facility_distinct_pairs" (
	"first_id" integer NOT NULL,
	"second_id" integer NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facility_distinct_pairs_first_id_second_id_pk" PRIMARY KEY("first_id","second_id"),
	CONSTRAINT "facility_distinct_pairs_order_ck" CHECK (first_id < second_id)
);
--> statement-breakpoint
ALTER TABLE "facility_distinct_pairs" ADD CONSTRAINT "facility_distinct_pairs_first_id_facilities_id_fk" FOREIGN KEY ("first_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_distinct_pairs" ADD CONSTRAINT "facility_distinct_pairs_second_id_facilities_id_fk" FOREIGN KEY ("second_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_distinct_pairs" ADD CONSTRAINT "facility_distinct_pairs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_distinct_pairs_second_idx" ON "facility_distinct_pairs" USING btree ("second_id");