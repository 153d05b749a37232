CREATE TABLE "sales_people" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"rate_bp" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_people_code_unique" UNIQUE("code"),
	CONSTRAINT "sales_people_rate_check" CHECK ("sales_people"."rate_bp" is null or "sales_people"."rate_bp" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "sales_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_rate_bp" integer DEFAULT 500 NOT NULL,
	"lead_window_days" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_rules_single_row" CHECK ("sales_rules"."id" = 1),
	CONSTRAINT "sales_rules_rate_check" CHECK ("sales_rules"."default_rate_bp" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "sales_lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" varchar(24) NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"next_follow_at" timestamp with time zone,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_leads_phone_unique" UNIQUE("phone"),
	CONSTRAINT "sales_leads_status_check" CHECK ("sales_leads"."status" in ('new', 'contacted', 'visited', 'converted', 'lost')),
	CONSTRAINT "sales_leads_source_check" CHECK ("sales_leads"."source" in ('referral', 'poster', 'wechat', 'phone', 'walk_in', 'event', 'other')),
	CONSTRAINT "sales_leads_converted_check" CHECK (("sales_leads"."status" = 'converted') = ("sales_leads"."converted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sales_coupon_allowances" (
	"id" serial PRIMARY KEY NOT NULL,
	"salesperson_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"quota" integer NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_coupon_allowances_quota_check" CHECK ("sales_coupon_allowances"."issued" >= 0 and "sales_coupon_allowances"."quota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_coupon_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"allowance_id" integer NOT NULL,
	"salesperson_id" integer NOT NULL,
	"user_coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_coupon_grants_user_coupon_id_unique" UNIQUE("user_coupon_id")
);
--> statement-breakpoint
CREATE TABLE "sales_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"salesperson_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_withdrawals_status_check" CHECK ("sales_withdrawals"."status" in ('requested', 'approved', 'paid', 'rejected')),
	CONSTRAINT "sales_withdrawals_amount_check" CHECK ("sales_withdrawals"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sales_code" varchar(16);--> statement-breakpoint
ALTER TABLE "sales_people" ADD CONSTRAINT "sales_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_lead_notes" ADD CONSTRAINT "sales_lead_notes_lead_id_sales_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."sales_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_leads" ADD CONSTRAINT "sales_leads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_coupon_allowances" ADD CONSTRAINT "sales_coupon_allowances_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_coupon_allowances" ADD CONSTRAINT "sales_coupon_allowances_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_coupon_grants" ADD CONSTRAINT "sales_coupon_grants_allowance_id_sales_coupon_allowances_id_fk" FOREIGN KEY ("allowance_id") REFERENCES "public"."sales_coupon_allowances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_coupon_grants" ADD CONSTRAINT "sales_coupon_grants_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_coupon_grants" ADD CONSTRAINT "sales_coupon_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_withdrawals" ADD CONSTRAINT "sales_withdrawals_salesperson_id_users_id_fk" FOREIGN KEY ("salesperson_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_withdrawals" ADD CONSTRAINT "sales_withdrawals_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_lead_notes_lead_idx" ON "sales_lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_leads_owner_idx" ON "sales_leads" USING btree ("owner_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_coupon_allowances_unique" ON "sales_coupon_allowances" USING btree ("salesperson_id","template_id");--> statement-breakpoint
CREATE INDEX "sales_coupon_grants_allowance_idx" ON "sales_coupon_grants" USING btree ("allowance_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_withdrawals_owner_idx" ON "sales_withdrawals" USING btree ("salesperson_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_withdrawals_status_idx" ON "sales_withdrawals" USING btree ("status","created_at");