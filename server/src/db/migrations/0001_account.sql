CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "sms_codes_scene_check" CHECK ("sms_codes"."scene" in ('login', 'password', 'phone', 'unbind'))
);
--> statement-breakpoint
CREATE TABLE "wechat_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"app_id" text NOT NULL,
	"openid" text NOT NULL,
	"unionid" text,
	"session_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_identities_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "wechat_identities_openid_unique" UNIQUE("openid")
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"surname_pinyin" text DEFAULT '' NOT NULL,
	"given_name_pinyin" text DEFAULT '' NOT NULL,
	"birthday" date,
	"gender" text DEFAULT '' NOT NULL,
	"education" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"job" text DEFAULT '' NOT NULL,
	"clothes_size" text DEFAULT '' NOT NULL,
	"emergency_contact" text DEFAULT '' NOT NULL,
	"emergency_phone" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"id_type" text DEFAULT '' NOT NULL,
	"id_number" text DEFAULT '' NOT NULL,
	"id_photo_front" text DEFAULT '' NOT NULL,
	"id_photo_back" text DEFAULT '' NOT NULL,
	"cpr_certificate" text DEFAULT '' NOT NULL,
	"cpr_issuer" text DEFAULT '' NOT NULL,
	"cpr_expiry" date,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"partner_id" text DEFAULT '' NOT NULL,
	"cert_body_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"phone" varchar(20) NOT NULL,
	"region_code" varchar(6) NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreements_slug_unique" UNIQUE("slug"),
	CONSTRAINT "agreements_kind_check" CHECK ("agreements"."kind" in ('user', 'privacy', 'goods'))
);
--> statement-breakpoint
ALTER TABLE "wechat_identities" ADD CONSTRAINT "wechat_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_codes_phone_created_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_created_idx" ON "sms_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_codes_created_idx" ON "sms_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "addresses_user_created_idx" ON "addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "agreements_kind_idx" ON "agreements" USING btree ("kind","sort_order");