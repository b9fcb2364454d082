CREATE TABLE "career_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"opening_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"cover_note" text,
	"resume_file_name" text NOT NULL,
	"resume" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"department" text NOT NULL,
	"location" text NOT NULL,
	"employment_type" text NOT NULL,
	"description" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_estate_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_estate_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"property_type" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"price_inr_paise" bigint NOT NULL,
	"area_sqft" integer NOT NULL,
	"bedrooms" integer,
	"description" text NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_items_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "amount_raised_paise" bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "min_investment_paise" bigint;--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_opening_id_career_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."career_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_estate_enquiries" ADD CONSTRAINT "real_estate_enquiries_listing_id_real_estate_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."real_estate_listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_openings_slug_key" ON "career_openings" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "real_estate_listings_slug_key" ON "real_estate_listings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "real_estate_listings_country_city_idx" ON "real_estate_listings" USING btree ("country","city");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin (to_tsvector('english', "title" || ' ' || "summary"));--> statement-breakpoint
CREATE INDEX "companies_category_name_idx" ON "companies" USING btree ("category","name");