ALTER TABLE "approvals" DROP CONSTRAINT "approvals_status_check";--> statement-breakpoint
ALTER TABLE "approvals" DROP CONSTRAINT "approvals_kind_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "price_reference" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "prices_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "partner_price_floor_percent" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "max_stock_share_percent" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_status_check" CHECK ("approvals"."status" in ('pending', 'approved', 'rejected', 'stale'));--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_kind_check" CHECK ("approvals"."kind" in ('price_change', 'price_import', 'inventory_change', 'commission_payout', 'kyc_override', 'refund', 'settings_change'));--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_partner_price_floor_percent_check" CHECK ("platform_settings"."partner_price_floor_percent" between 50 and 99);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_max_stock_share_percent_check" CHECK ("platform_settings"."max_stock_share_percent" between 1 and 100);