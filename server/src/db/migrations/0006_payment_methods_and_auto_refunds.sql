ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "auto_refund_no" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "auto_refund_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "auto_refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('wechat_jsapi', 'wechat_oa_jsapi', 'wechat_native', 'wechat_h5', 'alipay_wap', 'alipay_page', 'sandbox', 'free'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_auto_refund_status_check" CHECK ("payments"."auto_refund_status" is null or "payments"."auto_refund_status" in ('refunding', 'refunded', 'failed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('wechat_jsapi', 'wechat_oa_jsapi', 'wechat_native', 'wechat_h5', 'alipay_wap', 'alipay_page', 'sandbox', 'free'));