CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"client_request_id" uuid NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_kind" text NOT NULL,
	"goods_title" text NOT NULL,
	"goods_cover" text DEFAULT '' NOT NULL,
	"class_id" integer,
	"class_name" text,
	"exam_session_id" integer,
	"coupon_id" integer,
	"ships" boolean DEFAULT false NOT NULL,
	"address" jsonb,
	"total_fen" integer NOT NULL,
	"bundle_deduction_fen" integer DEFAULT 0 NOT NULL,
	"coupon_discount_fen" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"points_discount_fen" integer DEFAULT 0 NOT NULL,
	"payable_fen" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_method" text,
	"transaction_id" text,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"payment_issue" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('unpaid', 'paid', 'closed', 'refunding', 'refunded')),
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('wechat_jsapi', 'wechat_native', 'sandbox', 'free')),
	CONSTRAINT "orders_close_reason_check" CHECK ("orders"."close_reason" is null or "orders"."close_reason" in ('cancelled', 'expired')),
	CONSTRAINT "orders_payment_issue_check" CHECK ("orders"."payment_issue" is null or "orders"."payment_issue" in ('paid_after_close', 'paid_twice')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."payable_fen" >= 0 and "orders"."total_fen" >= "orders"."payable_fen")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"out_trade_no" varchar(32) NOT NULL,
	"method" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('started', 'paid', 'closed')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('wechat_jsapi', 'wechat_native', 'sandbox', 'free'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"out_refund_no" varchar(64) NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"proof_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"provider_refund_id" text,
	"provider_status" text,
	"finance_approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_out_refund_no_unique" UNIQUE("out_refund_no"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'finance_approved', 'paying', 'approved', 'rejected')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"mail_status" text DEFAULT 'not_mailed' NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"invoice_date" date,
	"mail_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('personal', 'business')),
	CONSTRAINT "invoices_mail_status_check" CHECK ("invoices"."mail_status" in ('not_mailed', 'mailed'))
);
--> statement-breakpoint
CREATE TABLE "order_logistics" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"mail_no" text NOT NULL,
	"status" text NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_items" (
	"bundle_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_items_bundle_id_goods_id_pk" PRIMARY KEY("bundle_id","goods_id"),
	CONSTRAINT "bundle_items_not_self_check" CHECK ("bundle_items"."bundle_id" <> "bundle_items"."goods_id")
);
--> statement-breakpoint
CREATE TABLE "exam_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"city" text NOT NULL,
	"venue_name" text NOT NULL,
	"venue_address" text NOT NULL,
	"capacity" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_sessions_status_check" CHECK ("exam_sessions"."status" in ('open', 'closed', 'full')),
	CONSTRAINT "exam_sessions_seats_check" CHECK ("exam_sessions"."seats_left" >= 0 and "exam_sessions"."seats_left" <= "exam_sessions"."capacity")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"original_price_fen" integer NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"target_audience_html" text DEFAULT '' NOT NULL,
	"discounts" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"ships" boolean DEFAULT false NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_slug_unique" UNIQUE("slug"),
	CONSTRAINT "goods_kind_check" CHECK ("goods"."kind" in ('course', 'exam', 'lecture', 'bundle')),
	CONSTRAINT "goods_price_check" CHECK ("goods"."price_fen" >= 0 and "goods"."original_price_fen" >= 0),
	CONSTRAINT "goods_sold_count_check" CHECK ("goods"."sold_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_agreements" (
	"goods_id" integer NOT NULL,
	"agreement_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_agreements_goods_id_agreement_id_pk" PRIMARY KEY("goods_id","agreement_id")
);
--> statement-breakpoint
CREATE TABLE "goods_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"days" integer NOT NULL,
	"schedule" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"transfers_allowed" integer DEFAULT 3 NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_classes_status_check" CHECK ("goods_classes"."status" in ('upcoming', 'ongoing', 'ended', 'full', 'off_sale')),
	CONSTRAINT "goods_classes_seats_check" CHECK ("goods_classes"."seats_left" >= 0 and "goods_classes"."seats_left" <= "goods_classes"."capacity"),
	CONSTRAINT "goods_classes_dates_check" CHECK ("goods_classes"."end_date" >= "goods_classes"."start_date")
);
--> statement-breakpoint
CREATE TABLE "user_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"order_id" integer,
	"bundle_id" integer,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_spend_fen" integer DEFAULT 0 NOT NULL,
	"scope_goods_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"valid_days" integer,
	"valid_until" timestamp with time zone,
	"stock_total" integer NOT NULL,
	"stock_left" integer NOT NULL,
	"share_code" text,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_templates_slug_unique" UNIQUE("slug"),
	CONSTRAINT "coupon_templates_share_code_unique" UNIQUE("share_code"),
	CONSTRAINT "coupon_templates_type_check" CHECK ("coupon_templates"."type" in ('course_redeem', 'free_order', 'amount_off', 'discount')),
	CONSTRAINT "coupon_templates_stock_check" CHECK ("coupon_templates"."stock_left" >= 0 and "coupon_templates"."stock_left" <= "coupon_templates"."stock_total"),
	CONSTRAINT "coupon_templates_validity_check" CHECK ("coupon_templates"."valid_days" is not null or "coupon_templates"."valid_until" is not null),
	CONSTRAINT "coupon_templates_value_check" CHECK (case "coupon_templates"."type" when 'discount' then "coupon_templates"."value" between 1 and 99 when 'amount_off' then "coupon_templates"."value" > 0 else "coupon_templates"."value" = 0 end),
	CONSTRAINT "coupon_templates_min_spend_check" CHECK ("coupon_templates"."min_spend_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_coupons_state_check" CHECK ("user_coupons"."state" in ('unused', 'used', 'expired')),
	CONSTRAINT "user_coupons_used_check" CHECK (("user_coupons"."state" = 'used') = ("user_coupons"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "points_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"total_earned" integer DEFAULT 0 NOT NULL,
	"total_redeemed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_accounts_balance_check" CHECK ("points_accounts"."balance" >= 0),
	CONSTRAINT "points_accounts_totals_check" CHECK ("points_accounts"."total_earned" >= 0 and "points_accounts"."total_redeemed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_no" text,
	"forgiven" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_reason_check" CHECK ("points_ledger"."reason" in ('manual', 'purchase', 'refund', 'redemption')),
	CONSTRAINT "points_ledger_forgiven_check" CHECK ("points_ledger"."forgiven" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logistics" ADD CONSTRAINT "order_logistics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_bundle_id_goods_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_items" ADD CONSTRAINT "bundle_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_sessions" ADD CONSTRAINT "exam_sessions_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_agreements" ADD CONSTRAINT "goods_agreements_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_agreements" ADD CONSTRAINT "goods_agreements_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_classes" ADD CONSTRAINT "goods_classes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goods" ADD CONSTRAINT "user_goods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goods" ADD CONSTRAINT "user_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goods" ADD CONSTRAINT "user_goods_bundle_id_goods_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_accounts" ADD CONSTRAINT "points_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_request_unique" ON "orders" USING btree ("user_id","client_request_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE status = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_method_unique" ON "payments" USING btree ("order_id","method");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_per_order" ON "refunds" USING btree ("order_id") WHERE status in ('pending', 'finance_approved', 'paying');--> statement-breakpoint
CREATE INDEX "bundle_items_goods_idx" ON "bundle_items" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "exam_sessions_goods_idx" ON "exam_sessions" USING btree ("goods_id","starts_at");--> statement-breakpoint
CREATE INDEX "exam_sessions_city_idx" ON "exam_sessions" USING btree ("city");--> statement-breakpoint
CREATE INDEX "goods_list_idx" ON "goods" USING btree ("on_sale","sort","id");--> statement-breakpoint
CREATE INDEX "goods_kind_list_idx" ON "goods" USING btree ("on_sale","kind","sort","id");--> statement-breakpoint
CREATE INDEX "goods_classes_goods_idx" ON "goods_classes" USING btree ("goods_id","start_date");--> statement-breakpoint
CREATE INDEX "goods_classes_city_idx" ON "goods_classes" USING btree ("city");--> statement-breakpoint
CREATE INDEX "user_goods_owner_idx" ON "user_goods" USING btree ("user_id","goods_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_goods_order_goods_unique" ON "user_goods" USING btree ("order_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_template_unique" ON "user_coupons" USING btree ("user_id","template_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_list_idx" ON "user_coupons" USING btree ("user_id","state","valid_until");--> statement-breakpoint
CREATE INDEX "user_coupons_order_idx" ON "user_coupons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "points_ledger_order_idx" ON "points_ledger" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_once_per_order" ON "points_ledger" USING btree ("reason","order_no") WHERE reason in ('purchase', 'redemption') and order_no is not null;