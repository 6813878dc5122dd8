ALTER TABLE "analytics_rollup" ADD CONSTRAINT "analytics_rollup_grain_ck" CHECK ("analytics_rollup"."grain" IN ('h', 'd', 'm', 'y'));--> statement-breakpoint
-- Backfill (docs/decisions/2026-11-29-analytics-reads.md): every hourly metric gains month rows, summed
-- from its Douala days; the per-path metrics gain year rows, summed from their Douala months. A month or a
-- year starts at local midnight, 23:00 UTC the day before (Africa/Douala is UTC+1 all year).
INSERT INTO "analytics_rollup" ("metric", "grain", "page_group", "bucket", "key", "value")
SELECT "metric", 'm', "page_group",
  (date_trunc('month', ("bucket" AT TIME ZONE 'UTC') + interval '1 hour') - interval '1 hour') AT TIME ZONE 'UTC',
  "key", sum("value")
FROM "analytics_rollup"
WHERE "grain" = 'd' AND "metric" NOT IN ('path_views', 'path_visitors')
GROUP BY 1, 3, 4, 5
ON CONFLICT ("metric", "grain", "page_group", "bucket", "key") DO UPDATE SET "value" = excluded."value";
--> statement-breakpoint
INSERT INTO "analytics_rollup" ("metric", "grain", "page_group", "bucket", "key", "value")
SELECT "metric", 'y', "page_group",
  (date_trunc('year', ("bucket" AT TIME ZONE 'UTC') + interval '1 hour') - interval '1 hour') AT TIME ZONE 'UTC',
  "key", sum("value")
FROM "analytics_rollup"
WHERE "grain" = 'm' AND "metric" IN ('path_views', 'path_visitors')
GROUP BY 1, 3, 4, 5
ON CONFLICT ("metric", "grain", "page_group", "bucket", "key") DO UPDATE SET "value" = excluded."value";
--> statement-breakpoint
-- The backfill adds rows below autovacuum's threshold: without fresh statistics the planner takes a year grain for a
-- single row and plans the dashboards' sums badly.
ANALYZE "analytics_rollup";
