ALTER TABLE "quick_panel_items" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quick_panel_items" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "quick_panel_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quick_panel_items_source_unique" ON "quick_panel_items" USING btree ("user_id","source_key");