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
CREATE INDEX "notice_outbox_user_idx" ON "notice_outbox" USING btree ("user_id","created_at");