CREATE TABLE "quick_panel_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quick_panel_items_kind_check" CHECK ("quick_panel_items"."kind" in ('event', 'note'))
);
--> statement-breakpoint
ALTER TABLE "quick_panel_items" ADD CONSTRAINT "quick_panel_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quick_panel_items_user_idx" ON "quick_panel_items" USING btree ("user_id","kind","position");