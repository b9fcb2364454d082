CREATE TABLE "holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "ticket_response_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_ticket_response_hours_check" CHECK ("platform_settings"."ticket_response_hours" between 1 and 168);--> statement-breakpoint
-- NSE trading holidays on fixed dates (and Good Friday, from the date of Easter) for 2026 and 2027. Festivals whose date
-- follows the lunar calendar (Holi, Id, Diwali…) are added by the desk from the exchange's circular on /admin/settings.
INSERT INTO "holidays" ("day", "name") VALUES
	('2026-01-26', 'Republic Day'),
	('2026-04-03', 'Good Friday'),
	('2026-04-14', 'Dr. Baba Saheb Ambedkar Jayanti'),
	('2026-05-01', 'Maharashtra Day'),
	('2026-08-15', 'Independence Day'),
	('2026-10-02', 'Mahatma Gandhi Jayanti'),
	('2026-12-25', 'Christmas'),
	('2027-01-26', 'Republic Day'),
	('2027-03-26', 'Good Friday'),
	('2027-04-14', 'Dr. Baba Saheb Ambedkar Jayanti'),
	('2027-05-01', 'Maharashtra Day'),
	('2027-08-15', 'Independence Day'),
	('2027-10-02', 'Mahatma Gandhi Jayanti'),
	('2027-12-25', 'Christmas')
ON CONFLICT ("day") DO NOTHING;
