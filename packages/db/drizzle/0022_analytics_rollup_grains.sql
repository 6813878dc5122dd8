ALTER TABLE "analytics_rollup" DROP CONSTRAINT "analytics_rollup_metric_page_group_bucket_key_pk";--> statement-breakpoint
ALTER TABLE "analytics_rollup" ADD COLUMN "grain" text DEFAULT 'h' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_rollup" ADD CONSTRAINT "analytics_rollup_metric_grain_page_group_bucket_key_pk" PRIMARY KEY("metric","grain","page_group","bucket","key");
