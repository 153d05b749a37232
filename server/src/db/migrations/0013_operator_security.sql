CREATE TABLE "operator_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"phone" varchar(20) NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"result" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "operator_sign_ins_result_check" CHECK ("operator_sign_ins"."result" in ('ok', 'wrong_password', 'totp_refused', 'locked'))
);
--> statement-breakpoint
CREATE TABLE "operator_totp" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "kind" text DEFAULT 'app' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_sign_ins" ADD CONSTRAINT "operator_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_totp" ADD CONSTRAINT "operator_totp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_sign_ins_at_idx" ON "operator_sign_ins" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operator_sign_ins_user_at_idx" ON "operator_sign_ins" USING btree ("user_id","at");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_kind_check" CHECK ("auth_tokens"."kind" in ('app', 'console', 'ticket'));