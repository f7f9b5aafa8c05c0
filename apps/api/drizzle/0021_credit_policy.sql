CREATE TABLE "credit_policy_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"policy" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_policy_versions_user_version_unique" UNIQUE("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "policy_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tax_number" text NOT NULL,
	"policy_version_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"decided_by" text,
	"reasons" jsonb NOT NULL,
	"missing" jsonb NOT NULL,
	"limit" jsonb,
	"facts" jsonb NOT NULL,
	"today" date NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_consults" DROP CONSTRAINT "credit_consults_kind_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "policy_facts" jsonb;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "policy_facts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_policy_versions" ADD CONSTRAINT "credit_policy_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_decisions" ADD CONSTRAINT "policy_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_decisions" ADD CONSTRAINT "policy_decisions_policy_version_id_credit_policy_versions_id_fk" FOREIGN KEY ("policy_version_id") REFERENCES "public"."credit_policy_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_decisions_user_tax_idx" ON "policy_decisions" USING btree ("user_id","tax_number","decided_at");--> statement-breakpoint
ALTER TABLE "credit_consults" ADD CONSTRAINT "credit_consults_kind_check" CHECK ("credit_consults"."kind" in ('report', 'pdf', 'batch', 'profile', 'monitoring', 'registry', 'activity', 'cheque', 'policy'));