DROP INDEX "profiles_user_idx";--> statement-breakpoint
CREATE INDEX "profiles_user_name_idx" ON "profiles" USING btree ("user_id","name","id");--> statement-breakpoint
CREATE INDEX "profiles_user_score_idx" ON "profiles" USING btree ("user_id","score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_user_situacion_score_idx" ON "profiles" USING btree ("user_id","situacion","score" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id","created_at","id");