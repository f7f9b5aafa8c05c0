CREATE TABLE "profile_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"period" text NOT NULL,
	"date" date NOT NULL,
	"ventas" numeric(20, 2) NOT NULL,
	"resultado_neto" numeric(20, 2) NOT NULL,
	"activos_corrientes" numeric(20, 2) NOT NULL,
	"activos_no_corrientes" numeric(20, 2) NOT NULL,
	"pasivos_corrientes" numeric(20, 2) NOT NULL,
	"pasivos_no_corrientes" numeric(20, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_balances_non_negative" CHECK ("profile_balances"."activos_corrientes" >= 0 and "profile_balances"."activos_no_corrientes" >= 0 and "profile_balances"."pasivos_corrientes" >= 0 and "profile_balances"."pasivos_no_corrientes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tax_number" text NOT NULL,
	"name" text NOT NULL,
	"person_type" text NOT NULL,
	"group" text,
	"income" numeric(20, 2),
	"behaviour" text,
	"date" date,
	"debt" numeric(20, 2) DEFAULT 0 NOT NULL,
	"situacion" integer DEFAULT 0 NOT NULL,
	"score" integer,
	"band" text,
	"rejected_cheques" integer DEFAULT 0 NOT NULL,
	"period" text,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_tax_unique" UNIQUE("user_id","tax_number")
);
--> statement-breakpoint
ALTER TABLE "profile_balances" ADD CONSTRAINT "profile_balances_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_balances_profile_idx" ON "profile_balances" USING btree ("profile_id","date");--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "profiles_tax_idx" ON "profiles" USING btree ("tax_number");