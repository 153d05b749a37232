CREATE TABLE "settlement_org_classes" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_org_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_orgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_orgs_kind_check" CHECK ("settlement_orgs"."kind" in ('ep', 'edu'))
);
--> statement-breakpoint
CREATE TABLE "settlement_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"share_bp" integer NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_shares_bp_check" CHECK ("settlement_shares"."share_bp" >= 0 and "settlement_shares"."share_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"class_name" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"adjustment" boolean DEFAULT false NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "settlement_lines_kind_check" CHECK ("settlement_lines"."kind" in ('sale', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"classes_opened" integer DEFAULT 0 NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	"received_fen" integer DEFAULT 0 NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"adjustment_fen" integer DEFAULT 0 NOT NULL,
	"share_bp" integer NOT NULL,
	"share_fen" integer DEFAULT 0 NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"payment_ref" text DEFAULT '' NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	CONSTRAINT "settlement_statements_status_check" CHECK ("settlement_statements"."status" in ('draft', 'confirmed', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "settlement_org_classes" ADD CONSTRAINT "settlement_org_classes_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_org_classes" ADD CONSTRAINT "settlement_org_classes_org_id_settlement_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."settlement_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_org_members" ADD CONSTRAINT "settlement_org_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_org_members" ADD CONSTRAINT "settlement_org_members_org_id_settlement_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."settlement_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_shares" ADD CONSTRAINT "settlement_shares_org_id_settlement_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."settlement_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_statement_id_settlement_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."settlement_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_org_id_settlement_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."settlement_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_org_classes_org_idx" ON "settlement_org_classes" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "settlement_org_members_org_idx" ON "settlement_org_members" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_orgs_name_unique" ON "settlement_orgs" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_shares_org_from_unique" ON "settlement_shares" USING btree ("org_id","valid_from");--> statement-breakpoint
CREATE INDEX "settlement_lines_statement_idx" ON "settlement_lines" USING btree ("statement_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_frozen_source_unique" ON "settlement_lines" USING btree ("kind","source_id") WHERE frozen;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_org_month_unique" ON "settlement_statements" USING btree ("org_id","month");