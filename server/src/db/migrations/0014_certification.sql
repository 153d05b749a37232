CREATE TABLE "exam_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"exam_session_id" integer NOT NULL,
	"status" text DEFAULT 'pending_review' NOT NULL,
	"seat_no" text,
	"practical_score" integer,
	"theory_score" integer,
	"score" integer,
	"total" integer,
	"admit_sent_at" timestamp with time zone,
	"result_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_registrations_status_check" CHECK ("exam_registrations"."status" in ('cancelled', 'pending_review', 'registration_closed', 'approved', 'admit_card_sent', 'exam_ended', 'failed', 'passed'))
);
--> statement-breakpoint
CREATE TABLE "exam_rules" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"pass_percent" integer DEFAULT 60 NOT NULL,
	"duration_minutes" integer DEFAULT 90 NOT NULL,
	"course_title" text DEFAULT '' NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"valid_months" integer DEFAULT 36 NOT NULL,
	"has_theory" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_rules_pass_check" CHECK ("exam_rules"."pass_percent" between 1 and 100),
	CONSTRAINT "exam_rules_numbers_check" CHECK ("exam_rules"."duration_minutes" > 0 and "exam_rules"."hours" >= 0 and "exam_rules"."valid_months" > 0)
);
--> statement-breakpoint
CREATE TABLE "judge_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"judge_id" integer NOT NULL,
	"exam_session_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practical_scores" (
	"registration_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"total" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"corrected_at" timestamp with time zone,
	CONSTRAINT "practical_scores_registration_id_pk" PRIMARY KEY("registration_id"),
	CONSTRAINT "practical_scores_total_check" CHECK ("practical_scores"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_rubric_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"max_score" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_rubric_items_max_check" CHECK ("exam_rubric_items"."max_score" > 0)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"user_id" integer NOT NULL,
	"registration_id" integer,
	"goods_id" integer NOT NULL,
	"holder_name" text NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"course_title" text NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "certificates_status_check" CHECK ("certificates"."status" in ('valid', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_registrations" ADD CONSTRAINT "exam_registrations_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rules" ADD CONSTRAINT "exam_rules_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_assignments" ADD CONSTRAINT "judge_assignments_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_assignments" ADD CONSTRAINT "judge_assignments_exam_session_id_exam_sessions_id_fk" FOREIGN KEY ("exam_session_id") REFERENCES "public"."exam_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_scores" ADD CONSTRAINT "practical_scores_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."exam_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_scores" ADD CONSTRAINT "practical_scores_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_rubric_items" ADD CONSTRAINT "exam_rubric_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_registration_id_exam_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."exam_registrations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_registrations_order_unique" ON "exam_registrations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "exam_registrations_user_idx" ON "exam_registrations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "exam_registrations_session_idx" ON "exam_registrations" USING btree ("exam_session_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "judge_assignments_unique" ON "judge_assignments" USING btree ("judge_id","exam_session_id");--> statement-breakpoint
CREATE INDEX "judge_assignments_session_idx" ON "judge_assignments" USING btree ("exam_session_id");--> statement-breakpoint
CREATE INDEX "exam_rubric_items_goods_idx" ON "exam_rubric_items" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_unique" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_registration_unique" ON "certificates" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","id");