CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"account_id" integer NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "sessions_role_check" CHECK ("sessions"."role" in ('user', 'partner', 'operator'))
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "lockout_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "max_open_orders" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "max_open_order_value_paise" bigint DEFAULT 1000000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "payment_check_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("role","account_id","created_at");--> statement-breakpoint
-- Databases from before this rule may hold a PAN verified on several accounts: the earliest verified
-- keeps it and the others go back to the review queue (submitted), where the conflict is shown.
UPDATE "kyc_records" SET "status" = 'submitted', "reviewed_at" = NULL
WHERE "status" = 'verified' AND EXISTS (
	SELECT 1 FROM "kyc_records" AS "earlier"
	WHERE "earlier"."pan" = "kyc_records"."pan" AND "earlier"."status" = 'verified'
		AND ("earlier"."reviewed_at", "earlier"."user_id") < ("kyc_records"."reviewed_at", "kyc_records"."user_id")
);--> statement-breakpoint
-- Likewise a UTR reported on several orders: the first order keeps it; the others keep it as a note in
-- their UTR, which no longer matches a real one, so the desk sees it and the investor can report again.
UPDATE "orders" SET "utr" = "utr" || ' (also on order ' || (
	SELECT min("first"."id") FROM "orders" AS "first" WHERE "first"."utr" = "orders"."utr"
) || ')'
WHERE "utr" IS NOT NULL AND EXISTS (
	SELECT 1 FROM "orders" AS "first" WHERE "first"."utr" = "orders"."utr" AND "first"."id" < "orders"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_records_verified_pan_key" ON "kyc_records" USING btree ("pan") WHERE "kyc_records"."status" = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_utr_key" ON "orders" USING btree ("utr") WHERE "orders"."utr" is not null;--> statement-breakpoint
ALTER TABLE "partners" DROP COLUMN "sessions_valid_after";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "sessions_valid_after";