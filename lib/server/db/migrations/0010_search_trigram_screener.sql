-- pg_trgm backs the header search's trigram index (PostgreSQL: a trusted extension; PGlite: loaded by lib/server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "company_screener" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"sector" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"price_paise" bigint NOT NULL,
	"previous_price_paise" bigint,
	"shares_outstanding" bigint,
	"change_percent" double precision,
	"valuation_crore" double precision,
	"fiscal_year" text,
	"pe" double precision,
	"pb" double precision,
	"roe" double precision,
	"growth" double precision
);
--> statement-breakpoint
ALTER TABLE "company_screener" ADD CONSTRAINT "company_screener_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_screener_name_asc_idx" ON "company_screener" USING btree ("name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_name_desc_idx" ON "company_screener" USING btree ("name" DESC NULLS LAST,"company_id");--> statement-breakpoint
CREATE INDEX "company_screener_sector_asc_idx" ON "company_screener" USING btree ("sector","name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_sector_desc_idx" ON "company_screener" USING btree ("sector" DESC NULLS LAST,"name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_category_asc_idx" ON "company_screener" USING btree ("category","name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_category_desc_idx" ON "company_screener" USING btree ("category" DESC NULLS LAST,"name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_status_asc_idx" ON "company_screener" USING btree ("status","name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_status_desc_idx" ON "company_screener" USING btree ("status" DESC NULLS LAST,"name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_price_asc_idx" ON "company_screener" USING btree ("price_paise","name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_price_desc_idx" ON "company_screener" USING btree ("price_paise" DESC NULLS LAST,"name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_change_asc_idx" ON "company_screener" USING btree ("change_percent","name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_change_desc_idx" ON "company_screener" USING btree ("change_percent" DESC NULLS LAST,"name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_valuation_asc_idx" ON "company_screener" USING btree ("valuation_crore","name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_valuation_desc_idx" ON "company_screener" USING btree ("valuation_crore" DESC NULLS LAST,"name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_pe_asc_idx" ON "company_screener" USING btree ("pe","name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_pe_desc_idx" ON "company_screener" USING btree ("pe" DESC NULLS LAST,"name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_pb_asc_idx" ON "company_screener" USING btree ("pb","name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_pb_desc_idx" ON "company_screener" USING btree ("pb" DESC NULLS LAST,"name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_roe_asc_idx" ON "company_screener" USING btree ("roe","name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_roe_desc_idx" ON "company_screener" USING btree ("roe" DESC NULLS LAST,"name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_growth_asc_idx" ON "company_screener" USING btree ("growth","name","company_id");--> statement-breakpoint
CREATE INDEX "company_screener_growth_desc_idx" ON "company_screener" USING btree ("growth" DESC NULLS LAST,"name","company_id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- The screener's summary row of the given companies, computed as the screener showed it before: ratios
-- from the price and the latest financial year (revenue growth against the year before), 2 decimals,
-- NULL where the denominator is not positive. Upserted; companies that no longer exist are skipped.
CREATE FUNCTION refresh_company_screener(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_screener (company_id, name, slug, logo, sector, category, status, price_paise, previous_price_paise,
    shares_outstanding, change_percent, valuation_crore, fiscal_year, pe, pb, roe, growth)
  SELECT c.id, c.name, c.slug, c.logo, c.sector, c.category, c.status, c.price_paise, c.previous_price_paise, c.shares_outstanding,
    CASE WHEN c.previous_price_paise > 0 THEN round((c.price_paise - c.previous_price_paise)::float8 * 10000 / c.previous_price_paise) / 100 END,
    round(c.price_paise::float8 * c.shares_outstanding / 1e7) / 100,
    latest.fiscal_year,
    CASE WHEN latest.eps_paise > 0 THEN round(c.price_paise::float8 * 100 / latest.eps_paise) / 100 END,
    CASE WHEN latest.book_value_per_share_paise > 0 THEN round(c.price_paise::float8 * 100 / latest.book_value_per_share_paise) / 100 END,
    CASE WHEN latest.net_worth_paise > 0 THEN round(latest.net_profit_paise::float8 * 10000 / latest.net_worth_paise) / 100 END,
    CASE WHEN latest.previous_revenue_paise > 0
      THEN round((latest.revenue_paise - latest.previous_revenue_paise)::float8 * 10000 / latest.previous_revenue_paise) / 100 END
  FROM companies c
  LEFT JOIN LATERAL (
    SELECT f.fiscal_year, f.revenue_paise, f.net_profit_paise, f.eps_paise, f.book_value_per_share_paise, f.net_worth_paise,
      lead(f.revenue_paise) OVER (ORDER BY f.fiscal_year DESC) AS previous_revenue_paise
    FROM company_fundamentals f WHERE f.company_id = c.id ORDER BY f.fiscal_year DESC LIMIT 1
  ) latest ON true
  WHERE c.id = ANY(ids)
  ON CONFLICT (company_id) DO UPDATE SET name = excluded.name, slug = excluded.slug, logo = excluded.logo, sector = excluded.sector,
    category = excluded.category, status = excluded.status, price_paise = excluded.price_paise,
    previous_price_paise = excluded.previous_price_paise, shares_outstanding = excluded.shares_outstanding,
    change_percent = excluded.change_percent, valuation_crore = excluded.valuation_crore, fiscal_year = excluded.fiscal_year,
    pe = excluded.pe, pb = excluded.pb, roe = excluded.roe, growth = excluded.growth;
$$;--> statement-breakpoint
-- Triggers keep the summary in the writer's own transaction, whoever writes (services, seeds, tests).
-- Statement-level with transition tables: a bulk insert refreshes all its companies in one statement.
CREATE FUNCTION company_screener_from_new_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'companies' THEN
    PERFORM refresh_company_screener(ARRAY(SELECT DISTINCT id FROM new_rows));
  ELSE
    PERFORM refresh_company_screener(ARRAY(SELECT DISTINCT company_id FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION company_screener_from_old_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_company_screener(ARRAY(SELECT DISTINCT company_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Row-level on updates, and only of the columns the screener shows: stock and order updates skip it.
CREATE FUNCTION company_screener_from_company_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_company_screener(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER company_screener_companies_insert AFTER INSERT ON companies
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_screener_from_new_rows();--> statement-breakpoint
CREATE TRIGGER company_screener_companies_update
  AFTER UPDATE OF name, slug, logo, sector, category, status, price_paise, previous_price_paise, shares_outstanding ON companies
  FOR EACH ROW EXECUTE FUNCTION company_screener_from_company_row();--> statement-breakpoint
CREATE TRIGGER company_screener_fundamentals_insert AFTER INSERT ON company_fundamentals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_screener_from_new_rows();--> statement-breakpoint
CREATE TRIGGER company_screener_fundamentals_update AFTER UPDATE ON company_fundamentals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION company_screener_from_new_rows();--> statement-breakpoint
CREATE TRIGGER company_screener_fundamentals_delete AFTER DELETE ON company_fundamentals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION company_screener_from_old_rows();--> statement-breakpoint
SELECT refresh_company_screener(ARRAY(SELECT id FROM companies));--> statement-breakpoint
-- Planner statistics for the new table now (PGlite has no autovacuum to gather them).
ANALYZE company_screener;
