CREATE TABLE "terms_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"terms_version" text NOT NULL,
	"privacy_version" text NOT NULL,
	"source" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_acceptances_account_kind_check" CHECK ("terms_acceptances"."account_kind" in ('user', 'partner')),
	CONSTRAINT "terms_acceptances_source_check" CHECK ("terms_acceptances"."source" in ('signup', 'prompt'))
);
--> statement-breakpoint
ALTER TABLE "consent_events" DROP CONSTRAINT "consent_events_source_check";--> statement-breakpoint
CREATE INDEX "terms_acceptances_account_idx" ON "terms_acceptances" USING btree ("account_kind","account_id","accepted_at");--> statement-breakpoint
ALTER TABLE "consent_events" ADD CONSTRAINT "consent_events_source_check" CHECK ("consent_events"."source" in ('signup', 'prompt', 'privacy_page', 'newsletter'));