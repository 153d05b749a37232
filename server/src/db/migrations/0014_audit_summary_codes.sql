ALTER TABLE "audit_log" ADD COLUMN "summary_code" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "summary_params" jsonb;