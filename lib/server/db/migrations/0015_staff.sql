CREATE TABLE "staff_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_purpose_check" CHECK ("staff_invitations"."purpose" in ('invite', 'totp_reset'))
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "roles" text[] DEFAULT '{admin}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_operators_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_hash_key" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_invitations_operator_idx" ON "staff_invitations" USING btree ("operator_id");--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_roles_check" CHECK (cardinality("operators"."roles") > 0 and "operators"."roles" <@ array['admin', 'desk', 'kyc', 'prices', 'content', 'support', 'finance', 'auditor']::text[]);