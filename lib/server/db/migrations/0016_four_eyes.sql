CREATE TABLE "approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"summary" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approvals_status_check" CHECK ("approvals"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "approvals_kind_check" CHECK ("approvals"."kind" in ('price_change'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "price_source" text DEFAULT 'desk_estimate' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "price_note" text;--> statement-breakpoint
ALTER TABLE "company_prices" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "company_prices" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "price_approval_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_proposed_by_operators_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approvals_pending_idx" ON "approvals" USING btree ("created_at") WHERE "approvals"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_price_source_check" CHECK ("companies"."price_source" in ('trade', 'dealer_quote', 'funding_round', 'desk_estimate'));--> statement-breakpoint
ALTER TABLE "company_prices" ADD CONSTRAINT "company_prices_source_check" CHECK ("company_prices"."source" in ('trade', 'dealer_quote', 'funding_round', 'desk_estimate'));