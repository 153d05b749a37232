CREATE TABLE "bundle_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"bundle_order_id" integer NOT NULL,
	"credited_order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_credits" ADD CONSTRAINT "bundle_credits_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bundle_credits_bundle_goods_unique" ON "bundle_credits" USING btree ("bundle_order_id","goods_id");--> statement-breakpoint
CREATE INDEX "bundle_credits_credited_idx" ON "bundle_credits" USING btree ("credited_order_id");