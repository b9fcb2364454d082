CREATE TABLE "grievance_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor_kind" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_events_event_check" CHECK ("support_ticket_events"."event" in ('filed', 'escalated', 'resolved', 'reopened'))
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "grievance_officer_name" text DEFAULT 'Ananya Rao' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "grievance_officer_email" text DEFAULT 'grievances@privatebourse.example' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "grievance_officer_phone" text DEFAULT '+91 22 4000 1100' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "principal_officer_name" text DEFAULT 'Vikram Mehta' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "principal_officer_email" text DEFAULT 'principal.officer@privatebourse.example' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "principal_officer_phone" text DEFAULT '+91 22 4000 1199' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "level" integer;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_ticket_events" ADD CONSTRAINT "support_ticket_events_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_events_ticket_idx" ON "support_ticket_events" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "support_tickets_grievance_due_idx" ON "support_tickets" USING btree ("due_at") WHERE "support_tickets"."reference" is not null;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_grievance_check" CHECK (("support_tickets"."reference" is null and "support_tickets"."level" is null and "support_tickets"."due_at" is null) or ("support_tickets"."reference" is not null and "support_tickets"."level" in (1, 2) and "support_tickets"."due_at" is not null));