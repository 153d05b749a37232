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
CREATE INDEX "exam_papers_goods_idx" ON "exam_papers" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "exam_papers_class_idx" ON "exam_papers" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "exam_questions_draw_idx" ON "exam_questions" USING btree ("pool","knowledge_point","difficulty");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_formal" ON "exam_attempts" USING btree ("paper_id","user_id") WHERE mode = 'formal';--> statement-breakpoint
CREATE UNIQUE INDEX "exam_attempts_one_open" ON "exam_attempts" USING btree ("paper_id","user_id") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "exam_attempts_user_idx" ON "exam_attempts" USING btree ("user_id","submitted_at");--> statement-breakpoint
CREATE INDEX "exam_attempts_due_idx" ON "exam_attempts" USING btree ("deadline_at") WHERE state = 'open';--> statement-breakpoint
CREATE INDEX "exam_leaves_attempt_idx" ON "exam_leaves" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "exam_wrong_book_due_idx" ON "exam_wrong_book" USING btree ("user_id","due_at");