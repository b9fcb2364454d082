ALTER TABLE "orders" ADD COLUMN "transfer_due_on" date;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "transfer_working_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_transfer_working_days_check" CHECK ("platform_settings"."transfer_working_days" between 1 and 30);