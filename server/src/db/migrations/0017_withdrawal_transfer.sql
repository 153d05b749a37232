ALTER TABLE "sales_withdrawals" DROP CONSTRAINT "sales_withdrawals_status_check";--> statement-breakpoint
ALTER TABLE "sales_withdrawals" ADD COLUMN "transfer_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_withdrawals" ADD COLUMN "out_bill_no" text;--> statement-breakpoint
ALTER TABLE "sales_withdrawals" ADD COLUMN "transfer_bill_no" text;--> statement-breakpoint
ALTER TABLE "sales_withdrawals" ADD COLUMN "transfer_state" text;--> statement-breakpoint
ALTER TABLE "sales_withdrawals" ADD COLUMN "transfer_package" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_withdrawals_out_bill_no_unique" ON "sales_withdrawals" USING btree ("out_bill_no");--> statement-breakpoint
ALTER TABLE "sales_withdrawals" ADD CONSTRAINT "sales_withdrawals_status_check" CHECK ("sales_withdrawals"."status" in ('requested', 'approved', 'transferring', 'paid', 'rejected'));