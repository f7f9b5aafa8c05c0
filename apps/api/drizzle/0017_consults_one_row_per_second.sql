ALTER TABLE "credit_consults" ADD COLUMN "second" bigint GENERATED ALWAYS AS (floor(extract(epoch from (created_at at time zone 'UTC')))::bigint) STORED NOT NULL;--> statement-breakpoint
-- Rows an earlier release split within one second (two writes of the group commit) become one, keeping
-- every consult and the first and last times, before the unique index holds them to one (ADR 0132).
WITH "groups" AS (
  SELECT min("id") AS "keep", "user_id", "tax_number", "kind", "second", sum("consults") AS "consults",
         min("created_at") AS "first", max("last_at") AS "last"
    FROM "credit_consults" GROUP BY "user_id", "tax_number", "kind", "second" HAVING count(*) > 1
), "merged" AS (
  UPDATE "credit_consults" AS c SET "consults" = g."consults", "created_at" = g."first", "last_at" = g."last"
    FROM "groups" AS g WHERE c."id" = g."keep" RETURNING c."id"
)
DELETE FROM "credit_consults" AS c USING "groups" AS g
 WHERE c."user_id" = g."user_id" AND c."tax_number" = g."tax_number" AND c."kind" = g."kind"
   AND c."second" = g."second" AND c."id" <> g."keep";--> statement-breakpoint
CREATE UNIQUE INDEX "credit_consults_second_idx" ON "credit_consults" USING btree ("user_id","tax_number","kind","second");
