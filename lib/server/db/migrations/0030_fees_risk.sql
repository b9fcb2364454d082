CREATE TABLE "risk_acknowledgements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "sale_fee_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "dp_charge_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "risk_acknowledgements" ADD CONSTRAINT "risk_acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "risk_acknowledgements_user_version_key" ON "risk_acknowledgements" USING btree ("user_id","version");--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_sale_fee_rate_bps_check" CHECK ("platform_settings"."sale_fee_rate_bps" between 0 and 1000);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_dp_charge_paise_check" CHECK ("platform_settings"."dp_charge_paise" between 0 and 100000);