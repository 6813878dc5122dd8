ALTER TABLE "system_logs" ADD COLUMN "repeat_key" text;--> statement-breakpoint
ALTER TABLE "system_logs" ADD COLUMN "repeat_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "system_logs_repeat_key_idx" ON "system_logs" USING btree ("repeat_key");