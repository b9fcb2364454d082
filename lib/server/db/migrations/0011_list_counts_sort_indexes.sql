CREATE TABLE "article_counts" (
	"category" text PRIMARY KEY NOT NULL,
	"articles" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_counts" (
	"sector" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"companies" integer NOT NULL,
	CONSTRAINT "company_counts_sector_category_status_pk" PRIMARY KEY("sector","category","status")
);
--> statement-breakpoint
CREATE INDEX "companies_price_asc_idx" ON "companies" USING btree ("price_paise","id");--> statement-breakpoint
CREATE INDEX "companies_price_desc_idx" ON "companies" USING btree ("price_paise" desc,"id");--> statement-breakpoint
CREATE INDEX "companies_change_asc_idx" ON "companies" USING btree ((("price_paise" - "previous_price_paise")::float8 / nullif("previous_price_paise", 0)) asc nulls last,"id");--> statement-breakpoint
CREATE INDEX "companies_change_desc_idx" ON "companies" USING btree ((("price_paise" - "previous_price_paise")::float8 / nullif("previous_price_paise", 0)) desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "companies_valuation_asc_idx" ON "companies" USING btree (("price_paise"::numeric * "shares_outstanding") asc nulls last,"id");--> statement-breakpoint
CREATE INDEX "companies_valuation_desc_idx" ON "companies" USING btree (("price_paise"::numeric * "shares_outstanding") desc nulls last,"id");--> statement-breakpoint
-- Triggers keep both count tables in the writer's transaction, whoever writes. Statement-level with
-- transition tables: a bulk insert (seed, scale seed) adds its rows per group in one statement.
CREATE FUNCTION article_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO article_counts (category, articles) SELECT category, count(*) FROM new_rows GROUP BY category
  ON CONFLICT (category) DO UPDATE SET articles = article_counts.articles + excluded.articles;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION article_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_counts c SET articles = c.articles - gone.n
  FROM (SELECT category, count(*) AS n FROM old_rows GROUP BY category) gone WHERE c.category = gone.category;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER article_counts_insert AFTER INSERT ON articles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_add();--> statement-breakpoint
CREATE TRIGGER article_counts_delete AFTER DELETE ON articles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_remove();--> statement-breakpoint
-- An update may move articles between categories: take the old rows off, add the new ones.
CREATE TRIGGER article_counts_update_remove AFTER UPDATE ON articles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_remove();--> statement-breakpoint
CREATE TRIGGER article_counts_update_add AFTER UPDATE ON articles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION article_counts_add();--> statement-breakpoint
CREATE FUNCTION company_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_counts (sector, category, status, companies)
  SELECT sector, category, status, count(*) FROM new_rows GROUP BY sector, category, status
  ON CONFLICT (sector, category, status) DO UPDATE SET companies = company_counts.companies + excluded.companies;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_counts c SET companies = c.companies - gone.n
  FROM (SELECT sector, category, status, count(*) AS n FROM old_rows GROUP BY sector, category, status) gone
  WHERE (c.sector, c.category, c.status) = (gone.sector, gone.category, gone.status);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Row-level, only when a company changes group: stock and order updates never touch the counts.
CREATE FUNCTION company_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_counts SET companies = companies - 1 WHERE (sector, category, status) = (OLD.sector, OLD.category, OLD.status);
  INSERT INTO company_counts (sector, category, status, companies) VALUES (NEW.sector, NEW.category, NEW.status, 1)
  ON CONFLICT (sector, category, status) DO UPDATE SET companies = company_counts.companies + 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_counts_insert AFTER INSERT ON companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_counts_add();--> statement-breakpoint
CREATE TRIGGER company_counts_delete AFTER DELETE ON companies
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_counts_remove();--> statement-breakpoint
CREATE TRIGGER company_counts_update AFTER UPDATE OF sector, category, status ON companies FOR EACH ROW
  WHEN (OLD.sector IS DISTINCT FROM NEW.sector OR OLD.category IS DISTINCT FROM NEW.category OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION company_counts_move();--> statement-breakpoint
INSERT INTO article_counts (category, articles) SELECT category, count(*) FROM articles GROUP BY category;--> statement-breakpoint
INSERT INTO company_counts (sector, category, status, companies) SELECT sector, category, status, count(*) FROM companies GROUP BY sector, category, status;--> statement-breakpoint
-- Planner statistics for the new sort indexes now (PGlite has no autovacuum). Not for articles: with
-- statistics, a search that matches most articles is counted by a sequential scan that computes
-- to_tsvector for every row (seconds at 100,000 rows) instead of through articles_search_idx.
ANALYZE companies;
