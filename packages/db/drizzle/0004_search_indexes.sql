DROP INDEX "facilities_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "facilities_category_status_name_idx";--> statement-breakpoint
DROP INDEX "facilities_region_idx";--> statement-breakpoint
DROP INDEX "facilities_division_idx";--> statement-breakpoint
DROP INDEX "facilities_subdivision_idx";--> statement-breakpoint
CREATE INDEX "facilities_trgm_hospital_idx" ON "facilities" USING gin ("search_name" gin_trgm_ops) WHERE category = 'hospital';--> statement-breakpoint
CREATE INDEX "facilities_knn_hospital_idx" ON "facilities" USING gist ("search_name" gist_trgm_ops) WHERE category = 'hospital';--> statement-breakpoint
CREATE INDEX "facilities_trgm_pharmacy_idx" ON "facilities" USING gin ("search_name" gin_trgm_ops) WHERE category = 'pharmacy';--> statement-breakpoint
CREATE INDEX "facilities_knn_pharmacy_idx" ON "facilities" USING gist ("search_name" gist_trgm_ops) WHERE category = 'pharmacy';--> statement-breakpoint
CREATE INDEX "facilities_trgm_laboratory_idx" ON "facilities" USING gin ("search_name" gin_trgm_ops) WHERE category = 'laboratory';--> statement-breakpoint
CREATE INDEX "facilities_knn_laboratory_idx" ON "facilities" USING gist ("search_name" gist_trgm_ops) WHERE category = 'laboratory';--> statement-breakpoint
CREATE INDEX "facilities_search_prefix_idx" ON "facilities" USING btree ("category",(search_name COLLATE "C"));--> statement-breakpoint
CREATE INDEX "facilities_category_status_name_idx" ON "facilities" USING btree ("category","status","name","id");--> statement-breakpoint
CREATE INDEX "facilities_region_idx" ON "facilities" USING btree ("region_id","category","name","id");--> statement-breakpoint
CREATE INDEX "facilities_division_idx" ON "facilities" USING btree ("division_id","category","name","id");--> statement-breakpoint
CREATE INDEX "facilities_subdivision_idx" ON "facilities" USING btree ("subdivision_id","category","name","id");