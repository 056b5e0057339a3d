CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"request_delay_days" integer DEFAULT 14 NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_settings_one_row" CHECK ("review_settings"."id" = 1),
	CONSTRAINT "review_settings_delay" CHECK ("review_settings"."request_delay_days" BETWEEN 1 AND 180)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"metal" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"author_name" text DEFAULT '' NOT NULL,
	"order_item_id" integer,
	"stars" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_at" timestamp with time zone,
	"report_count" integer DEFAULT 0 NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_review_id_index" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_customer_product_idx" ON "reviews" USING btree ("customer_id","product_id");--> statement-breakpoint
CREATE INDEX "reviews_product_state_idx" ON "reviews" USING btree ("product_id","state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_state_created_idx" ON "reviews" USING btree ("state","created_at" DESC NULLS LAST);