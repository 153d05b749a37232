CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_node" text DEFAULT '' NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_hits_positive" CHECK ("rate_limit_hits"."hits" > 0)
);
--> statement-breakpoint
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
CREATE TABLE "exam_paper_questions" (
	"paper_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_paper_questions_paper_id_question_id_pk" PRIMARY KEY("paper_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "exam_papers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"goods_id" integer,
	"class_id" integer,
	"chapter_id" integer,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"question_count" integer NOT NULL,
	"total_score" integer NOT NULL,
	"duration_sec" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exam_papers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "exam_papers_mode_check" CHECK ("exam_papers"."mode" in ('quiz', 'mock', 'formal', 'challenge')),
	CONSTRAINT "exam_papers_duration_check" CHECK ("exam_papers"."duration_sec" between 10 and 86400),
	CONSTRAINT "exam_papers_pass_check" CHECK ("exam_papers"."pass_score" >= 0),
	CONSTRAINT "exam_papers_access_check" CHECK ("exam_papers"."goods_id" is not null or "exam_papers"."class_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"pool" text DEFAULT 'practice' NOT NULL,
	"stem" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"answer" text[] DEFAULT '{}'::text[] NOT NULL,
	"knowledge_point" text NOT NULL,
	"difficulty" integer DEFAULT 1 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 2 NOT NULL,
	"slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_questions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "exam_questions_kind_check" CHECK ("exam_questions"."kind" in ('single', 'multiple', 'judge', 'fill', 'short')),
	CONSTRAINT "exam_questions_pool_check" CHECK ("exam_questions"."pool" in ('practice', 'formal')),
	CONSTRAINT "exam_questions_difficulty_check" CHECK ("exam_questions"."difficulty" between 1 and 3),
	CONSTRAINT "exam_questions_score_check" CHECK ("exam_questions"."score" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "exam_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"response" text[] DEFAULT '{}'::text[] NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"correct" boolean,
	"earned" integer,
	"max_score" integer NOT NULL,
	"graded_by" integer,
	"graded_at" timestamp with time zone,
	CONSTRAINT "exam_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "exam_answers_earned_check" CHECK ("exam_answers"."earned" is null or "exam_answers"."earned" between 0 and "exam_answers"."max_score")
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"paper_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"seed" integer NOT NULL,
	"question_ids" integer[] NOT NULL,
	"total_score" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"auto_submitted" boolean DEFAULT false NOT NULL,
	"score" integer,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"passed" boolean,
	CONSTRAINT "exam_attempts_state_check" CHECK ("exam_attempts"."state" in ('open', 'submitted')),
	CONSTRAINT "exam_attempts_pending_check" CHECK ("exam_attempts"."pending_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "exam_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_leaves_source_check" CHECK ("exam_leaves"."source" in ('app_hide', 'visibility'))
);
--> statement-breakpoint
CREATE TABLE "exam_wrong_book" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"wrong_count" integer DEFAULT 1 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exam_wrong_book_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
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
CREATE TABLE "settlement_org_classes" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_org_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_orgs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_orgs_kind_check" CHECK ("settlement_orgs"."kind" in ('ep', 'edu'))
);
--> statement-breakpoint
CREATE TABLE "settlement_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"share_bp" integer NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_shares_bp_check" CHECK ("settlement_shares"."share_bp" >= 0 and "settlement_shares"."share_bp" <= 10000)
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"class_name" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"adjustment" boolean DEFAULT false NOT NULL,
	"frozen" boolean DEFAULT false NOT NULL,
	CONSTRAINT "settlement_lines_kind_check" CHECK ("settlement_lines"."kind" in ('sale', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"classes_opened" integer DEFAULT 0 NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	"received_fen" integer DEFAULT 0 NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"adjustment_fen" integer DEFAULT 0 NOT NULL,
	"share_bp" integer NOT NULL,
	"share_fen" integer DEFAULT 0 NOT NULL,
	"paid_fen" integer DEFAULT 0 NOT NULL,
	"payment_ref" text DEFAULT '' NOT NULL,
	"generated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	CONSTRAINT "settlement_statements_status_check" CHECK ("settlement_statements"."status" in ('draft', 'confirmed', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "summary_code" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "summary_params" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(8) DEFAULT 'zh-Hans' NOT NULL;--> statement-breakpoint
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
ALTER TABLE "exam_paper_questions" ADD CONSTRAINT "exam_paper_questions_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_paper_questions" ADD CONSTRAINT "exam_paper_questions_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_papers" ADD CONSTRAINT "exam_papers_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_answers" ADD CONSTRAINT "exam_answers_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_paper_id_exam_papers_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."exam_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_leaves" ADD CONSTRAINT "exam_leaves_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_wrong_book" ADD CONSTRAINT "exam_wrong_book_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_wrong_book" ADD CONSTRAINT "exam_wrong_book_question_id_exam_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."exam_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "settlement_org_classes" ADD CONSTRAINT "settlement_org_classes_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_org_classes" ADD CONSTRAINT "settlement_org_classes_org_id_settlement_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."settlement_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_org_members" ADD CONSTRAINT "settlement_org_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_org_members" ADD CONSTRAINT "settlement_org_members_org_id_settlement_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."settlement_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_shares" ADD CONSTRAINT "settlement_shares_org_id_settlement_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."settlement_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_statement_id_settlement_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."settlement_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_org_id_settlement_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."settlement_orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "sales_lead_notes_lead_idx" ON "sales_lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_leads_owner_idx" ON "sales_leads" USING btree ("owner_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_coupon_allowances_unique" ON "sales_coupon_allowances" USING btree ("salesperson_id","template_id");--> statement-breakpoint
CREATE INDEX "sales_coupon_grants_allowance_idx" ON "sales_coupon_grants" USING btree ("allowance_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_withdrawals_owner_idx" ON "sales_withdrawals" USING btree ("salesperson_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_withdrawals_status_idx" ON "sales_withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "exam_papers_goods_idx" ON "exam_papers" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "exam_papers_class_idx" ON "exam_papers" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "exam_questions_draw_idx" ON "exam_questions" USING btree ("pool","knowledge_point","difficulty");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_formal" ON "exam_attempts" USING btree ("paper_id","user_id") WHERE mode = 'formal';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open" ON "exam_attempts" USING btree ("paper_id","user_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "exam_attempts_user_idx" ON "exam_attempts" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_due_idx" ON "exam_attempts" USING btree ("deadline_at") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "exam_leaves_attempt_idx" ON "exam_leaves" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "exam_wrong_book_due_idx" ON "exam_wrong_book" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_registrations_order_unique" ON "exam_registrations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "exam_registrations_user_idx" ON "exam_registrations" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "exam_registrations_session_idx" ON "exam_registrations" USING btree ("exam_session_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "judge_assignments_unique" ON "judge_assignments" USING btree ("judge_id","exam_session_id");--> statement-breakpoint
CREATE INDEX "judge_assignments_session_idx" ON "judge_assignments" USING btree ("exam_session_id");--> statement-breakpoint
CREATE INDEX "exam_rubric_items_goods_idx" ON "exam_rubric_items" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_unique" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_registration_unique" ON "certificates" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "settlement_org_classes_org_idx" ON "settlement_org_classes" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "settlement_org_members_org_idx" ON "settlement_org_members" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_orgs_name_unique" ON "settlement_orgs" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_shares_org_from_unique" ON "settlement_shares" USING btree ("org_id","valid_from");--> statement-breakpoint
CREATE INDEX "settlement_lines_statement_idx" ON "settlement_lines" USING btree ("statement_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_frozen_source_unique" ON "settlement_lines" USING btree ("kind","source_id") WHERE frozen;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_org_month_unique" ON "settlement_statements" USING btree ("org_id","month");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('zh-Hans', 'zh-Hant', 'en'));