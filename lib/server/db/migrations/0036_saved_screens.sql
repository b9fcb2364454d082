CREATE TABLE "saved_screen_members" (
	"screen_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "saved_screen_members_screen_id_company_id_pk" PRIMARY KEY("screen_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "saved_screens" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" text,
	"dir" text,
	"alert" boolean DEFAULT false NOT NULL,
	"last_change_at" timestamp with time zone,
	"last_change" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_screens_owner_kind_check" CHECK ("saved_screens"."owner_kind" in ('user', 'partner'))
);
--> statement-breakpoint
ALTER TABLE "saved_screen_members" ADD CONSTRAINT "saved_screen_members_screen_id_saved_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."saved_screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_screen_members" ADD CONSTRAINT "saved_screen_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_screen_members_company_idx" ON "saved_screen_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "saved_screens_owner_idx" ON "saved_screens" USING btree ("owner_kind","owner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_screens_owner_name_idx" ON "saved_screens" USING btree ("owner_kind","owner_id",lower("name"));