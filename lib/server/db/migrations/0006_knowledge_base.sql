CREATE TABLE "knowledge_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"audience" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_articles_audience_check" CHECK ("knowledge_articles"."audience" in ('investor', 'partner', 'both'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "knowledge_articles_slug_key" ON "knowledge_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "knowledge_articles_audience_category_idx" ON "knowledge_articles" USING btree ("audience","category","position");