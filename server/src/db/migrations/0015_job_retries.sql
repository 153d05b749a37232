ALTER TABLE "job_runs" ADD COLUMN "state" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "last_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "last_succeeded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_state" CHECK ("job_runs"."state" in ('ok', 'retrying', 'dead'));--> statement-breakpoint
ALTER TABLE "job_runs" ADD CONSTRAINT "job_runs_failures" CHECK ("job_runs"."failures" >= 0);