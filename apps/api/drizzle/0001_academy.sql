CREATE TABLE "academy_categories" (
	"value" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_course_steps" (
	"course_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "academy_course_steps_course_id_position_pk" PRIMARY KEY("course_id","position")
);
--> statement-breakpoint
CREATE TABLE "academy_courses" (
	"id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"help_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"total_steps" integer NOT NULL,
	"content_hash" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_help_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"course_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"blog_posts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academy_tags" (
	"value" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "additional_info" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"company_name" text NOT NULL,
	"field" text NOT NULL,
	"phone" text NOT NULL,
	"range" text,
	"dont_ask_me_again" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "additional_info_type_check" CHECK ("additional_info"."type" in ('personal', 'entrepeneur', 'enterprise'))
);
--> statement-breakpoint
CREATE TABLE "course_progress" (
	"user_id" uuid NOT NULL,
	"course_id" text NOT NULL,
	"active_step" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_user_id_course_id_pk" PRIMARY KEY("user_id","course_id"),
	CONSTRAINT "course_progress_active_step_check" CHECK ("course_progress"."active_step" >= 0)
);
--> statement-breakpoint
ALTER TABLE "academy_course_steps" ADD CONSTRAINT "academy_course_steps_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_courses" ADD CONSTRAINT "academy_courses_category_academy_categories_value_fk" FOREIGN KEY ("category") REFERENCES "public"."academy_categories"("value") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "additional_info" ADD CONSTRAINT "additional_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_course_id_academy_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."academy_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academy_courses_category_idx" ON "academy_courses" USING btree ("category");