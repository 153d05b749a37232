CREATE TABLE "course_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_doc_settings" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"no_seek_ahead" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_item_progress" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"position_sec" integer DEFAULT 0 NOT NULL,
	"max_position_sec" integer DEFAULT 0 NOT NULL,
	"watched_sec" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_item_progress_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "course_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"file_path" text DEFAULT '' NOT NULL,
	"duration_sec" integer DEFAULT 0 NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_items_kind_check" CHECK ("course_items"."kind" in ('video', 'document', 'text')),
	CONSTRAINT "course_items_duration_check" CHECK ("course_items"."duration_sec" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"chapter_id" integer NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "class_teachers_class_id_teacher_id_pk" PRIMARY KEY("class_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "homework_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer,
	"status" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"video" text,
	"score" integer,
	"comment" text DEFAULT '' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"grader_id" integer,
	"submitted_at" timestamp with time zone NOT NULL,
	"graded_at" timestamp with time zone,
	CONSTRAINT "homework_submissions_status_check" CHECK ("homework_submissions"."status" in ('submitted', 'pending', 'approved', 'rejected')),
	CONSTRAINT "homework_submissions_score_check" CHECK ("homework_submissions"."score" is null or ("homework_submissions"."score" >= 0 and "homework_submissions"."score" <= 100))
);
--> statement-breakpoint
CREATE TABLE "homework_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"class_id" integer,
	"title" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_doc_settings" ADD CONSTRAINT "course_doc_settings_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_item_progress" ADD CONSTRAINT "course_item_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_item_progress" ADD CONSTRAINT "course_item_progress_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_task_id_homework_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."homework_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_grader_id_users_id_fk" FOREIGN KEY ("grader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_tasks" ADD CONSTRAINT "homework_tasks_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_tasks" ADD CONSTRAINT "homework_tasks_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_chapters_goods_idx" ON "course_chapters" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE INDEX "course_items_section_idx" ON "course_items" USING btree ("section_id","sort");--> statement-breakpoint
CREATE INDEX "course_items_goods_idx" ON "course_items" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "course_sections_chapter_idx" ON "course_sections" USING btree ("chapter_id","sort");--> statement-breakpoint
CREATE INDEX "class_teachers_teacher_idx" ON "class_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_submissions_task_user_unique" ON "homework_submissions" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "homework_submissions_class_idx" ON "homework_submissions" USING btree ("class_id","status");--> statement-breakpoint
CREATE INDEX "homework_tasks_goods_idx" ON "homework_tasks" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "homework_tasks_class_idx" ON "homework_tasks" USING btree ("class_id");