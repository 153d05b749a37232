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