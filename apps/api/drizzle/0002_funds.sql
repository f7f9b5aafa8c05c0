CREATE TABLE "economic_series" (
	"series" text NOT NULL,
	"date" date NOT NULL,
	"value" double precision NOT NULL,
	CONSTRAINT "economic_series_series_date_pk" PRIMARY KEY("series","date")
);
--> statement-breakpoint
CREATE TABLE "fund_managers" (
	"id" integer PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"razon_social" text NOT NULL,
	"codigo_cafci" text,
	"codigo_cnv" text,
	"cuit" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_bank" boolean DEFAULT false NOT NULL,
	"logo" text,
	"telefono" text,
	"web" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_share_values" (
	"share_id" integer NOT NULL,
	"date" date NOT NULL,
	"value" double precision NOT NULL,
	"patrimonio" double precision,
	"cantidad" double precision,
	CONSTRAINT "fund_share_values_share_id_date_pk" PRIMARY KEY("share_id","date")
);
--> statement-breakpoint
CREATE TABLE "fund_shares" (
	"id" integer PRIMARY KEY NOT NULL,
	"fund_id" integer NOT NULL,
	"detalle" text NOT NULL,
	"display" text NOT NULL,
	"id_clase" integer,
	"id_moneda" integer,
	"currency" text NOT NULL,
	"inversion_min" double precision DEFAULT 0 NOT NULL,
	"comision_ingreso" double precision DEFAULT 0 NOT NULL,
	"comision_rescate" double precision DEFAULT 0 NOT NULL,
	"comision_transf" double precision DEFAULT 0 NOT NULL,
	"gastos_ord" double precision DEFAULT 0 NOT NULL,
	"hon_admin_dep" double precision DEFAULT 0 NOT NULL,
	"hon_admin_ger" double precision DEFAULT 0 NOT NULL,
	"honorarios_exito" boolean DEFAULT false NOT NULL,
	"cantidad" double precision,
	"patrimonio" double precision,
	"valor" double precision,
	"last_update" date
);
--> statement-breakpoint
CREATE TABLE "fund_simulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"objective" text NOT NULL,
	"manager_id" integer NOT NULL,
	"fund_id" integer NOT NULL,
	"share_id" integer,
	"amount" double precision NOT NULL,
	"currency" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fund_sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"ok" boolean DEFAULT false NOT NULL,
	"summary" jsonb
);
--> statement-breakpoint
CREATE TABLE "funds" (
	"id" integer PRIMARY KEY NOT NULL,
	"manager_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"codigo_cafci" text,
	"codigo_cnv" text,
	"type" text NOT NULL,
	"currency" text NOT NULL,
	"dias_liquidacion" integer DEFAULT 0 NOT NULL,
	"id_clasificacion" integer,
	"id_benchmark" integer,
	"benchmark" text,
	"id_depositante" integer,
	"id_duration" integer,
	"id_horizonte" integer,
	"horizonte" text,
	"id_moneda" integer,
	"id_region" integer,
	"inicio" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funds_type_check" CHECK ("funds"."type" in ('money_market', 'cer', 'fixed_income', 'equity', 'mixed')),
	CONSTRAINT "funds_currency_check" CHECK ("funds"."currency" in ('ARS', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "fund_share_values" ADD CONSTRAINT "fund_share_values_share_id_fund_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."fund_shares"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_shares" ADD CONSTRAINT "fund_shares_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_manager_id_fund_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."fund_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_shares_fund_idx" ON "fund_shares" USING btree ("fund_id");--> statement-breakpoint
CREATE INDEX "fund_simulations_created_idx" ON "fund_simulations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "funds_manager_type_idx" ON "funds" USING btree ("manager_id","type");