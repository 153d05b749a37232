CREATE TABLE "seat_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"from_seat_id" integer NOT NULL,
	"to_seat_id" integer NOT NULL,
	"from_class_id" integer NOT NULL,
	"to_class_id" integer NOT NULL,
	"by_user_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_moves_kind_check" CHECK ("seat_moves"."kind" in ('transfer', 'retrain'))
);
--> statement-breakpoint
CREATE TABLE "seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"order_id" integer,
	"source" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"transfers_used" integer DEFAULT 0 NOT NULL,
	"previous_seat_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "seats_source_check" CHECK ("seats"."source" in ('order', 'gift', 'transfer', 'retrain')),
	CONSTRAINT "seats_status_check" CHECK ("seats"."status" in ('active', 'transferred', 'withdrawn')),
	CONSTRAINT "seats_transfers_check" CHECK ("seats"."transfers_used" >= 0 and "seats"."transfers_used" <= 3)
);
--> statement-breakpoint
CREATE TABLE "class_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"url" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'shown' NOT NULL,
	"trace_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_photos_state_check" CHECK ("class_photos"."state" in ('shown', 'review'))
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"teacher_id" integer,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"moved" boolean DEFAULT false NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_sessions_status_check" CHECK ("class_sessions"."status" in ('scheduled', 'cancelled')),
	CONSTRAINT "class_sessions_times_check" CHECK ("class_sessions"."ends_at" > "class_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "class_setups" (
	"class_id" integer PRIMARY KEY NOT NULL,
	"venue_id" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_teachers" (
	"class_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "class_teachers_class_id_teacher_id_pk" PRIMARY KEY("class_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_coordinates_check" CHECK (("venues"."lat" is null) = ("venues"."lng" is null))
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_session_id_user_id_pk" PRIMARY KEY("session_id","user_id"),
	CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" in ('present', 'late', 'leave', 'absent')),
	CONSTRAINT "attendance_method_check" CHECK ("attendance"."method" in ('code', 'teacher', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_status_check" CHECK ("leave_requests"."status" in ('pending', 'approved', 'rejected', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "session_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"teacher_id" integer,
	"session_score" integer NOT NULL,
	"teacher_score" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_ratings_scores_check" CHECK ("session_ratings"."session_score" between 1 and 5 and "session_ratings"."teacher_score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "teacher_leaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_leaves_status_check" CHECK ("teacher_leaves"."status" in ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "teacher_leaves_times_check" CHECK ("teacher_leaves"."ends_at" > "teacher_leaves"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "notice_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"event" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"page" text DEFAULT '' NOT NULL,
	"class_id" integer,
	"session_id" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"channel" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_outbox_event_check" CHECK ("notice_outbox"."event" in ('class_starts_tomorrow', 'session_moved', 'session_cancelled', 'class_cancelled', 'leave_approved', 'leave_rejected', 'homework_graded')),
	CONSTRAINT "notice_outbox_state_check" CHECK ("notice_outbox"."state" in ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "notice_outbox_channel_check" CHECK ("notice_outbox"."channel" is null or "notice_outbox"."channel" in ('wechat', 'sms', 'log'))
);
--> statement-breakpoint
CREATE TABLE "notice_subscriptions" (
	"user_id" integer NOT NULL,
	"template_id" text NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_subscriptions_user_id_template_id_pk" PRIMARY KEY("user_id","template_id"),
	CONSTRAINT "notice_subscriptions_credits_check" CHECK ("notice_subscriptions"."credits" >= 0)
);
--> statement-breakpoint
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
CREATE TABLE "training_libraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_libraries_owner_id_unique" UNIQUE("owner_id")
);
--> statement-breakpoint
CREATE TABLE "training_library_moves" (
	"library_id" integer NOT NULL,
	"move_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "training_library_moves_library_id_move_id_pk" PRIMARY KEY("library_id","move_id")
);
--> statement-breakpoint
CREATE TABLE "training_library_subs" (
	"library_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_library_subs_library_id_user_id_pk" PRIMARY KEY("library_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "training_move_links" (
	"move_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "training_move_links_move_id_target_id_kind_pk" PRIMARY KEY("move_id","target_id","kind")
);
--> statement-breakpoint
CREATE TABLE "training_move_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"move_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"poster" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"primary_muscle" text NOT NULL,
	"secondary_muscles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"function_part" text NOT NULL,
	"tool" text NOT NULL,
	"unit" text NOT NULL,
	"level" integer DEFAULT 2 NOT NULL,
	"joints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mistakes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progression_note" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_program_unlocks" (
	"program_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_program_unlocks_program_id_user_id_pk" PRIMARY KEY("program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "training_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"level" integer DEFAULT 2 NOT NULL,
	"access" text DEFAULT 'free' NOT NULL,
	"goods_id" integer,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"schedule" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_unlock_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_unlock_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plan_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"week_id" integer NOT NULL,
	"day_no" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"rest_day" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"move_id" integer NOT NULL,
	"sets" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"progression" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plan_likes" (
	"plan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_plan_likes_plan_id_user_id_kind_pk" PRIMARY KEY("plan_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "training_plan_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"rounds" integer DEFAULT 1 NOT NULL,
	"rest_sec" integer DEFAULT 60 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plan_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "training_plan_reports_once" UNIQUE("plan_id","reporter_id")
);
--> statement-breakpoint
CREATE TABLE "training_plan_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"week_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'own' NOT NULL,
	"days_per_week" integer DEFAULT 3 NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"assigned_by" integer,
	"template_id" integer,
	"share_token" text,
	"share_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_plans_share_token_unique" UNIQUE("share_token")
);
--> statement-breakpoint
CREATE TABLE "training_achievements_earned" (
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"level" integer NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_achievements_earned_user_id_code_level_pk" PRIMARY KEY("user_id","code","level")
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"plan_id" integer,
	"plan_day_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"modules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "training_sessions_client_once" UNIQUE("user_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "training_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"move_id" integer NOT NULL,
	"set_no" integer NOT NULL,
	"reps" integer,
	"load_kg" double precision,
	"duration_sec" integer,
	"distance_m" integer,
	"rir" integer,
	"rpe" real,
	"done" boolean DEFAULT true NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_sets_client_once" UNIQUE("user_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "training_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"height_cm" double precision,
	"goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"injuries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"injury_note" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "training_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"date" text NOT NULL,
	"weight_kg" double precision,
	"body_fat_pct" double precision,
	"waist_cm" double precision,
	"chest_cm" double precision,
	"hip_cm" double precision,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "training_measurements_day" UNIQUE("client_id","date")
);
--> statement-breakpoint
CREATE TABLE "training_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"client_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seat_moves" ADD CONSTRAINT "seat_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_moves" ADD CONSTRAINT "seat_moves_from_seat_id_seats_id_fk" FOREIGN KEY ("from_seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_moves" ADD CONSTRAINT "seat_moves_to_seat_id_seats_id_fk" FOREIGN KEY ("to_seat_id") REFERENCES "public"."seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_moves" ADD CONSTRAINT "seat_moves_from_class_id_goods_classes_id_fk" FOREIGN KEY ("from_class_id") REFERENCES "public"."goods_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_moves" ADD CONSTRAINT "seat_moves_to_class_id_goods_classes_id_fk" FOREIGN KEY ("to_class_id") REFERENCES "public"."goods_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_moves" ADD CONSTRAINT "seat_moves_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seats" ADD CONSTRAINT "seats_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_photos" ADD CONSTRAINT "class_photos_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_photos" ADD CONSTRAINT "class_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_setups" ADD CONSTRAINT "class_setups_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_setups" ADD CONSTRAINT "class_setups_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_leaves" ADD CONSTRAINT "teacher_leaves_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_leaves" ADD CONSTRAINT "teacher_leaves_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_outbox" ADD CONSTRAINT "notice_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_subscriptions" ADD CONSTRAINT "notice_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_doc_settings" ADD CONSTRAINT "course_doc_settings_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_item_progress" ADD CONSTRAINT "course_item_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_item_progress" ADD CONSTRAINT "course_item_progress_item_id_course_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."course_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_items" ADD CONSTRAINT "course_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_task_id_homework_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."homework_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_grader_id_users_id_fk" FOREIGN KEY ("grader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_tasks" ADD CONSTRAINT "homework_tasks_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_tasks" ADD CONSTRAINT "homework_tasks_class_id_goods_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."goods_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_libraries" ADD CONSTRAINT "training_libraries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_library_moves" ADD CONSTRAINT "training_library_moves_library_id_training_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."training_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_library_moves" ADD CONSTRAINT "training_library_moves_move_id_training_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."training_moves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_library_subs" ADD CONSTRAINT "training_library_subs_library_id_training_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."training_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_library_subs" ADD CONSTRAINT "training_library_subs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_move_links" ADD CONSTRAINT "training_move_links_move_id_training_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."training_moves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_move_links" ADD CONSTRAINT "training_move_links_target_id_training_moves_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."training_moves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_move_media" ADD CONSTRAINT "training_move_media_move_id_training_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."training_moves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_moves" ADD CONSTRAINT "training_moves_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_program_unlocks" ADD CONSTRAINT "training_program_unlocks_program_id_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_program_unlocks" ADD CONSTRAINT "training_program_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_unlock_batches" ADD CONSTRAINT "training_unlock_batches_program_id_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_unlock_batches" ADD CONSTRAINT "training_unlock_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_unlock_codes" ADD CONSTRAINT "training_unlock_codes_batch_id_training_unlock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."training_unlock_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_unlock_codes" ADD CONSTRAINT "training_unlock_codes_program_id_training_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_unlock_codes" ADD CONSTRAINT "training_unlock_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_days" ADD CONSTRAINT "training_plan_days_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_days" ADD CONSTRAINT "training_plan_days_week_id_training_plan_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."training_plan_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_items" ADD CONSTRAINT "training_plan_items_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_items" ADD CONSTRAINT "training_plan_items_module_id_training_plan_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."training_plan_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_items" ADD CONSTRAINT "training_plan_items_move_id_training_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."training_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_likes" ADD CONSTRAINT "training_plan_likes_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_likes" ADD CONSTRAINT "training_plan_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_modules" ADD CONSTRAINT "training_plan_modules_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_modules" ADD CONSTRAINT "training_plan_modules_day_id_training_plan_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."training_plan_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_reports" ADD CONSTRAINT "training_plan_reports_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_reports" ADD CONSTRAINT "training_plan_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plan_weeks" ADD CONSTRAINT "training_plan_weeks_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_plans" ADD CONSTRAINT "training_plans_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_achievements_earned" ADD CONSTRAINT "training_achievements_earned_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_plan_id_training_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."training_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_plan_day_id_training_plan_days_id_fk" FOREIGN KEY ("plan_day_id") REFERENCES "public"."training_plan_days"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sets" ADD CONSTRAINT "training_sets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sets" ADD CONSTRAINT "training_sets_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sets" ADD CONSTRAINT "training_sets_move_id_training_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."training_moves"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_clients" ADD CONSTRAINT "training_clients_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_clients" ADD CONSTRAINT "training_clients_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_measurements" ADD CONSTRAINT "training_measurements_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_slots" ADD CONSTRAINT "training_slots_trainer_id_users_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_slots" ADD CONSTRAINT "training_slots_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_moves_created_idx" ON "seat_moves" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seats_order_enrolment_unique" ON "seats" USING btree ("order_id") WHERE "seats"."source" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "seats_user_class_active_unique" ON "seats" USING btree ("user_id","class_id") WHERE "seats"."status" = 'active';--> statement-breakpoint
CREATE INDEX "seats_class_status_idx" ON "seats" USING btree ("class_id","status");--> statement-breakpoint
CREATE INDEX "seats_user_idx" ON "seats" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "class_photos_class_idx" ON "class_photos" USING btree ("class_id","taken_at");--> statement-breakpoint
CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_teacher_idx" ON "class_sessions" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_starts_idx" ON "class_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "class_teachers_teacher_idx" ON "class_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "attendance_user_idx" ON "attendance" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_requests_open_unique" ON "leave_requests" USING btree ("session_id","user_id") WHERE "leave_requests"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "leave_requests_user_idx" ON "leave_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "session_ratings_unique" ON "session_ratings" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "session_ratings_teacher_idx" ON "session_ratings" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE INDEX "teacher_leaves_teacher_idx" ON "teacher_leaves" USING btree ("teacher_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notice_outbox_event_unique" ON "notice_outbox" USING btree ("user_id","event_key");--> statement-breakpoint
CREATE INDEX "notice_outbox_due_idx" ON "notice_outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notice_outbox_user_idx" ON "notice_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "course_chapters_goods_idx" ON "course_chapters" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE INDEX "course_items_section_idx" ON "course_items" USING btree ("section_id","sort");--> statement-breakpoint
CREATE INDEX "course_items_goods_idx" ON "course_items" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "course_sections_chapter_idx" ON "course_sections" USING btree ("chapter_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_submissions_task_user_unique" ON "homework_submissions" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "homework_submissions_class_idx" ON "homework_submissions" USING btree ("class_id","status");--> statement-breakpoint
CREATE INDEX "homework_tasks_goods_idx" ON "homework_tasks" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "homework_tasks_class_idx" ON "homework_tasks" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "training_library_moves_move_idx" ON "training_library_moves" USING btree ("move_id");--> statement-breakpoint
CREATE INDEX "training_library_subs_user_idx" ON "training_library_subs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_move_media_move_idx" ON "training_move_media" USING btree ("move_id");--> statement-breakpoint
CREATE INDEX "training_moves_muscle_idx" ON "training_moves" USING btree ("primary_muscle");--> statement-breakpoint
CREATE INDEX "training_moves_owner_idx" ON "training_moves" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "training_unlock_codes_program_idx" ON "training_unlock_codes" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "training_plan_days_plan_idx" ON "training_plan_days" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "training_plan_items_plan_idx" ON "training_plan_items" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "training_plan_likes_user_idx" ON "training_plan_likes" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "training_plan_modules_plan_idx" ON "training_plan_modules" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "training_plan_weeks_plan_idx" ON "training_plan_weeks" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "training_plans_user_idx" ON "training_plans" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "training_sessions_user_idx" ON "training_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "training_sets_session_idx" ON "training_sets" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "training_sets_user_move_idx" ON "training_sets" USING btree ("user_id","move_id");--> statement-breakpoint
CREATE INDEX "training_clients_trainer_idx" ON "training_clients" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "training_slots_trainer_idx" ON "training_slots" USING btree ("trainer_id","starts_at");