CREATE TABLE "search_term_searchers" (
	"term" text NOT NULL,
	"searcher" text NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_term_searchers_term_searcher_pk" PRIMARY KEY("term","searcher")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "search_term_searchers" ADD CONSTRAINT "search_term_searchers_term_search_terms_term_fk" FOREIGN KEY ("term") REFERENCES "public"."search_terms"("term") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_term_searchers_recent_idx" ON "search_term_searchers" USING btree ("last_searched_at");