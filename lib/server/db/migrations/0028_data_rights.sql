CREATE TABLE "data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'ready')),
	CONSTRAINT "data_exports_account_kind_check" CHECK ("data_exports"."account_kind" in ('user', 'partner'))
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "erasure_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "keep_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "legal_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erasure_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "keep_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "data_exports_account_idx" ON "data_exports" USING btree ("account_kind","account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_pending_key" ON "data_exports" USING btree ("account_kind","account_id") WHERE "data_exports"."status" = 'pending';