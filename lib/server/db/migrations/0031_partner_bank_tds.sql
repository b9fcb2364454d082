CREATE TABLE "partner_bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"pan" text,
	"account_number" text NOT NULL,
	"ifsc" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_bank_accounts_status_check" CHECK ("partner_bank_accounts"."status" in ('pending', 'verified', 'rejected', 'replaced'))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_account_id" integer;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "tds_basis" jsonb;--> statement-breakpoint
ALTER TABLE "partner_bank_accounts" ADD CONSTRAINT "partner_bank_accounts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_bank_accounts" ADD CONSTRAINT "partner_bank_accounts_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_bank_accounts_partner_idx" ON "partner_bank_accounts" USING btree ("partner_id","created_at");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_partner_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."partner_bank_accounts"("id") ON DELETE restrict ON UPDATE no action;