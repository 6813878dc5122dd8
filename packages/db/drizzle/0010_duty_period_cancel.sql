ALTER TABLE "pharmacy_duty_periods" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pharmacy_duty_periods" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "pharmacy_duty_periods" ADD COLUMN "duty_group_id" integer;