CREATE TABLE "payment_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"total_paise" bigint NOT NULL,
	"utr" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_utr_key";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_group_id" integer;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD COLUMN "dis_reference" text;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD COLUMN "dis_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_groups_reference_key" ON "payment_groups" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_groups_utr_key" ON "payment_groups" USING btree ("utr") WHERE "payment_groups"."utr" is not null;--> statement-breakpoint
CREATE INDEX "payment_groups_user_idx" ON "payment_groups" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_group_id_payment_groups_id_fk" FOREIGN KEY ("payment_group_id") REFERENCES "public"."payment_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_group_idx" ON "orders" USING btree ("payment_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_utr_key" ON "orders" USING btree ("utr") WHERE "orders"."utr" is not null and "orders"."payment_group_id" is null;