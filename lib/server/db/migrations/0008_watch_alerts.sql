CREATE TABLE "watch_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"level_paise" bigint,
	"armed" boolean DEFAULT true NOT NULL,
	"last_triggered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_alerts_level_check" CHECK (("watch_alerts"."kind" = 'available') = ("watch_alerts"."level_paise" is null) and ("watch_alerts"."level_paise" is null or "watch_alerts"."level_paise" > 0))
);
--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_alerts_user_idx" ON "watch_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "watch_alerts_company_idx" ON "watch_alerts" USING btree ("company_id");