CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"file_row" integer NOT NULL,
	"value_date" date NOT NULL,
	"description" text NOT NULL,
	"reference" text NOT NULL,
	"utrs" text[] DEFAULT '{}'::text[] NOT NULL,
	"order_references" text[] DEFAULT '{}'::text[] NOT NULL,
	"amount_paise" bigint NOT NULL,
	"balance_paise" bigint,
	"order_id" integer,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("bank_statement_lines"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"operator_id" integer,
	"new_lines" integer NOT NULL,
	"repeated_lines" integer NOT NULL,
	"debit_lines" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_format_check" CHECK ("bank_statements"."format" in ('generic', 'hdfc', 'icici', 'sbi', 'mapped'))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_confirmed_by_operators_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_fingerprint_key" ON "bank_statement_lines" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" USING btree ("statement_id","file_row");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_lines_order_key" ON "bank_statement_lines" USING btree ("order_id") WHERE "bank_statement_lines"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_statements_created_idx" ON "bank_statements" USING btree ("created_at");