CREATE TABLE "login_throttles" (
	"phone" varchar(20) NOT NULL,
	"method" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_phone_method_pk" PRIMARY KEY("phone","method"),
	CONSTRAINT "login_throttles_method_check" CHECK ("login_throttles"."method" in ('password', 'sms'))
);
--> statement-breakpoint
CREATE INDEX "login_throttles_last_failed_idx" ON "login_throttles" USING btree ("last_failed_at");