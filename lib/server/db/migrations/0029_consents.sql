CREATE TABLE "consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_events_account_kind_check" CHECK ("consent_events"."account_kind" in ('user', 'partner')),
	CONSTRAINT "consent_events_purpose_check" CHECK ("consent_events"."purpose" in ('marketing_email', 'sms', 'whatsapp', 'partner_sharing')),
	CONSTRAINT "consent_events_source_check" CHECK ("consent_events"."source" in ('signup', 'privacy_page', 'newsletter'))
);
--> statement-breakpoint
CREATE TABLE "nominee_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_kind" text NOT NULL,
	"account_id" integer NOT NULL,
	"name" text,
	"relationship" text,
	"email" text,
	"phone" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nominee_events_account_kind_check" CHECK ("nominee_events"."account_kind" in ('user', 'partner'))
);
--> statement-breakpoint
CREATE INDEX "consent_events_account_idx" ON "consent_events" USING btree ("account_kind","account_id","purpose","changed_at");--> statement-breakpoint
CREATE INDEX "nominee_events_account_idx" ON "nominee_events" USING btree ("account_kind","account_id","changed_at");