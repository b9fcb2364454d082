CREATE TABLE "external_holdings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"asset_class" text NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"isin" text,
	"quantity" numeric(20, 4),
	"cost_paise" bigint NOT NULL,
	"acquired_on" date NOT NULL,
	"value_paise" bigint NOT NULL,
	"value_as_of" date NOT NULL,
	"value_source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_holdings_asset_class_check" CHECK ("external_holdings"."asset_class" in ('unlisted', 'listed', 'fund', 'startup', 'real_estate', 'luxury', 'other')),
	CONSTRAINT "external_holdings_amounts_check" CHECK ("external_holdings"."cost_paise" >= 0 and "external_holdings"."value_paise" >= 0 and ("external_holdings"."quantity" is null or "external_holdings"."quantity" > 0))
);
--> statement-breakpoint
ALTER TABLE "external_holdings" ADD CONSTRAINT "external_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_holdings" ADD CONSTRAINT "external_holdings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_holdings_user_idx" ON "external_holdings" USING btree ("user_id","id");