ALTER TABLE "quick_panel_items" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "credit_consults" ADD CONSTRAINT "credit_consults_kind_check" CHECK ("credit_consults"."kind" in ('report', 'pdf', 'batch', 'profile', 'monitoring', 'registry', 'activity'));--> statement-breakpoint
-- data: monitoring events already stored get the tax id of the profile they are about (key 'monitor:{profileId}:{period}')
UPDATE "quick_panel_items" AS q SET "tax_number" = p."tax_number" FROM "profiles" AS p WHERE q."source_key" LIKE 'monitor:%' AND p."id"::text = split_part(q."source_key", ':', 2);
