CREATE TABLE "cheque_portfolio_rows" (
	"portfolio_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"input" jsonb NOT NULL,
	"cheque" jsonb,
	"drawer_tax_id" text,
	"status" text NOT NULL,
	"errors" jsonb,
	"result" jsonb,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cheque_portfolio_rows_portfolio_id_row_pk" PRIMARY KEY("portfolio_id","row")
);
--> statement-breakpoint
CREATE TABLE "cheque_portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"permissions" jsonb NOT NULL,
	"total" integer NOT NULL,
	"reference_rate" double precision,
	"assumptions" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cheque_portfolio_rows" ADD CONSTRAINT "cheque_portfolio_rows_portfolio_id_cheque_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."cheque_portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_portfolios" ADD CONSTRAINT "cheque_portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cheque_portfolio_rows_pending_idx" ON "cheque_portfolio_rows" USING btree ("portfolio_id","status");--> statement-breakpoint
CREATE INDEX "cheque_portfolios_user_idx" ON "cheque_portfolios" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cheque_portfolios_status_idx" ON "cheque_portfolios" USING btree ("status");