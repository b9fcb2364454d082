CREATE TABLE "ipo_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"on" date NOT NULL,
	"price_band_low_paise" bigint,
	"price_band_high_paise" bigint,
	"listing_price_paise" bigint,
	"exchange" text,
	"allotted_on" date,
	"lock_in_months" integer DEFAULT 6 NOT NULL,
	"note" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ipo_milestones_kind_check" CHECK ("ipo_milestones"."kind" in ('drhp_filed', 'sebi_approved', 'price_band', 'listing_date', 'listed')),
	CONSTRAINT "ipo_milestones_exchange_check" CHECK ("ipo_milestones"."exchange" is null or "ipo_milestones"."exchange" in ('NSE', 'BSE', 'NSE and BSE')),
	CONSTRAINT "ipo_milestones_lock_in_check" CHECK ("ipo_milestones"."lock_in_months" between 1 and 60),
	CONSTRAINT "ipo_milestones_price_band_check" CHECK (("ipo_milestones"."kind" <> 'price_band' or ("ipo_milestones"."price_band_low_paise" > 0 and "ipo_milestones"."price_band_high_paise" >= "ipo_milestones"."price_band_low_paise"))),
	CONSTRAINT "ipo_milestones_listed_check" CHECK (("ipo_milestones"."kind" <> 'listed' or "ipo_milestones"."listing_price_paise" > 0))
);
--> statement-breakpoint
ALTER TABLE "ipo_milestones" ADD CONSTRAINT "ipo_milestones_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ipo_milestones" ADD CONSTRAINT "ipo_milestones_recorded_by_operators_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ipo_milestones_company_kind_key" ON "ipo_milestones" USING btree ("company_id","kind");