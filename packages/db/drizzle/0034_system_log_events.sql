ALTER TABLE "system_logs" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "system_logs" ADD COLUMN "event_params" jsonb;