CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"cover_image" text,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"related_companies" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url_name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"sector" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"isin" text,
	"depository" text,
	"face_value_paise" bigint NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"price_paise" bigint NOT NULL,
	"broker_price_paise" bigint NOT NULL,
	"previous_price_paise" bigint,
	"price_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shares_outstanding" bigint,
	"about" text,
	"founded" integer,
	"headquarters" text,
	"management" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shareholding" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"peers" text[] DEFAULT '{}'::text[] NOT NULL,
	"ipo_status" text,
	"rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_fundamentals" (
	"company_id" integer NOT NULL,
	"fiscal_year" text NOT NULL,
	"revenue_paise" bigint NOT NULL,
	"ebitda_paise" bigint NOT NULL,
	"net_profit_paise" bigint NOT NULL,
	"eps_paise" bigint NOT NULL,
	"book_value_per_share_paise" bigint NOT NULL,
	"debt_paise" bigint NOT NULL,
	"net_worth_paise" bigint NOT NULL,
	CONSTRAINT "company_fundamentals_company_id_fiscal_year_pk" PRIMARY KEY("company_id","fiscal_year")
);
--> statement-breakpoint
CREATE TABLE "company_prices" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"price_paise" bigint NOT NULL,
	CONSTRAINT "company_prices_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "glossary_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"slug" text NOT NULL,
	"definition" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"device_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"firm" text,
	"city" text,
	"password_hash" text NOT NULL,
	"profile_image" text,
	"partnership_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"profile_image" text,
	"user_unique_code" text NOT NULL,
	"partner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"video_url" text NOT NULL,
	"thumbnail" text,
	"duration_seconds" integer NOT NULL,
	"speakers" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_fundamentals" ADD CONSTRAINT "company_fundamentals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_prices" ADD CONSTRAINT "company_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_key" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_company_key" ON "cart_items" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_key" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_url_name_key" ON "companies" USING btree ("url_name");--> statement-breakpoint
CREATE INDEX "companies_lower_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "companies_rank_idx" ON "companies" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "companies_sector_idx" ON "companies" USING btree ("sector");--> statement-breakpoint
CREATE INDEX "faqs_category_position_idx" ON "faqs" USING btree ("category","position");--> statement-breakpoint
CREATE UNIQUE INDEX "glossary_terms_slug_key" ON "glossary_terms" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_email_key" ON "partners" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_phone_key" ON "partners" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_partnership_code_key" ON "partners" USING btree ("partnership_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_unique_code_key" ON "users" USING btree ("user_unique_code");--> statement-breakpoint
CREATE INDEX "users_partner_idx" ON "users" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webcasts_slug_key" ON "webcasts" USING btree ("slug");