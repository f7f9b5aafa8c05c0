CREATE TABLE "bcra_published_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "score_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_items" ADD COLUMN "score_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- data: the periods of the Deudas answers already cached (live source) are periods BCRA has published
INSERT INTO "bcra_published_periods" ("period")
SELECT DISTINCT regexp_replace(p->>'periodo', '[^0-9]', '', 'g')
FROM "bcra_cache",
  jsonb_array_elements(
    CASE WHEN jsonb_typeof("payload"->'results'->'periodos') = 'array' THEN "payload"->'results'->'periodos' ELSE '[]'::jsonb END
  ) AS p
WHERE "endpoint" = 'deudas' AND "status" = 200 AND regexp_replace(p->>'periodo', '[^0-9]', '', 'g') ~ '^[0-9]{6}$'
ON CONFLICT DO NOTHING;
