CREATE TABLE "article_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_redirects" ADD CONSTRAINT "article_redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_redirects_article_idx" ON "article_redirects" USING btree ("article_id");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_status_check" CHECK ("articles"."status" in ('draft', 'published', 'unpublished'));--> statement-breakpoint
-- article_counts (migration 0011) now counts published articles only: a draft or an unpublished article
-- is in no public total. A scheduled one (published, its time to come) is counted; the lists subtract
-- those few by the published_at index, so it joins the totals at its time with no job to run.
CREATE OR REPLACE FUNCTION article_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_counts (category, articles)
  SELECT category, count(*) FROM new_rows WHERE status = 'published' GROUP BY category
  ON CONFLICT (category) DO UPDATE SET articles = article_counts.articles + excluded.articles;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION article_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_counts c SET articles = c.articles - gone.n
  FROM (SELECT category, count(*) AS n FROM old_rows WHERE status = 'published' GROUP BY category) gone
  WHERE c.category = gone.category;
  RETURN NULL;
END $$;
