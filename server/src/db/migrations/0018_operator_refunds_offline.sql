CREATE TABLE "offline_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"bank_reference" varchar(64) NOT NULL,
	"transfer_date" date NOT NULL,
	"proof_path" text NOT NULL,
	"list_price_fen" integer NOT NULL,
	"price_note" text DEFAULT '' NOT NULL,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_receipts_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "initiator_id" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason_kind" text;--> statement-breakpoint
ALTER TABLE "offline_receipts" ADD CONSTRAINT "offline_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_receipts" ADD CONSTRAINT "offline_receipts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('wechat_jsapi', 'wechat_oa_jsapi', 'wechat_native', 'wechat_h5', 'alipay_wap', 'alipay_page', 'sandbox', 'free', 'offline'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('wechat_jsapi', 'wechat_oa_jsapi', 'wechat_native', 'wechat_h5', 'alipay_wap', 'alipay_page', 'sandbox', 'free', 'offline'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_kind_check" CHECK ("refunds"."reason_kind" is null or "refunds"."reason_kind" in ('class_cancelled', 'goodwill', 'other'));