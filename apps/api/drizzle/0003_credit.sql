CREATE TABLE "bcra_cache" (
	"tax_number" text NOT NULL,
	"endpoint" text NOT NULL,
	"day" text NOT NULL,
	"status" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bcra_cache_tax_number_endpoint_day_pk" PRIMARY KEY("tax_number","endpoint","day")
);
--> statement-breakpoint
CREATE TABLE "blocked_cuits" (
	"tax_number" text PRIMARY KEY NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_consults" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"tax_number" text NOT NULL,
	"name" text NOT NULL,
	"person_type" text NOT NULL,
	"kind" text DEFAULT 'report' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_quota_usage" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"tax_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_quota_usage_user_id_month_tax_number_pk" PRIMARY KEY("user_id","month","tax_number")
);
--> statement-breakpoint
CREATE TABLE "premium_requests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wsaa_tickets" (
	"service" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"sign" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blocked_cuits" ADD CONSTRAINT "blocked_cuits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_consults" ADD CONSTRAINT "credit_consults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_quota_usage" ADD CONSTRAINT "credit_quota_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_requests" ADD CONSTRAINT "premium_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_consults_user_idx" ON "credit_consults" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_consults_tax_idx" ON "credit_consults" USING btree ("tax_number","created_at");