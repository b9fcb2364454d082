ALTER TABLE "career_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "career_applications" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "staff_note" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "real_estate_listings" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "webcasts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_handled_by_operators_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_operators_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_applications_status_created_idx" ON "career_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_status_check" CHECK ("career_applications"."status" in ('new', 'handled', 'archived'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'handled', 'archived'));--> statement-breakpoint
ALTER TABLE "real_estate_listings" ADD CONSTRAINT "real_estate_listings_status_check" CHECK ("real_estate_listings"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "webcasts" ADD CONSTRAINT "webcasts_status_check" CHECK ("webcasts"."status" in ('draft', 'published'));