ALTER TABLE "credit_consults" ADD COLUMN "last_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_consults" ADD COLUMN "consults" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Rows written before counts existed hold one consult each, last consulted when created.
UPDATE "credit_consults" SET "last_at" = "created_at";--> statement-breakpoint
ALTER TABLE "credit_consults" ADD CONSTRAINT "credit_consults_count_check" CHECK ("credit_consults"."consults" >= 1);