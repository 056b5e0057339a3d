CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "festivals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "festivals_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "gemstones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "gemstones_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "metals" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "metals_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"gemstone_id" integer,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "purposes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "purposes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "sizes_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "sub_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "themes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "variant_categories" (
	"variant_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "variant_categories_variant_id_tag_id_pk" PRIMARY KEY("variant_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "variant_festivals" (
	"variant_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "variant_festivals_variant_id_tag_id_pk" PRIMARY KEY("variant_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "variant_images" (
	"variant_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"file" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "variant_images_variant_id_position_pk" PRIMARY KEY("variant_id","position")
);
--> statement-breakpoint
CREATE TABLE "variant_listing" (
	"variant_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"category_ids" integer[] NOT NULL,
	"sub_category_ids" integer[] NOT NULL,
	"theme_ids" integer[] NOT NULL,
	"purpose_ids" integer[] NOT NULL,
	"festival_ids" integer[] NOT NULL,
	"metal_ids" integer[] NOT NULL,
	"gemstone_id" integer,
	"min_price_minor" integer NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	"search_document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_prices" (
	"variant_id" integer NOT NULL,
	"metal_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"price_minor" integer NOT NULL,
	"compare_at_minor" integer,
	CONSTRAINT "variant_prices_variant_id_metal_id_pk" PRIMARY KEY("variant_id","metal_id")
);
--> statement-breakpoint
CREATE TABLE "variant_purposes" (
	"variant_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "variant_purposes_variant_id_tag_id_pk" PRIMARY KEY("variant_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "variant_sizes" (
	"variant_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	CONSTRAINT "variant_sizes_variant_id_size_id_pk" PRIMARY KEY("variant_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "variant_sub_categories" (
	"variant_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "variant_sub_categories_variant_id_tag_id_pk" PRIMARY KEY("variant_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "variant_themes" (
	"variant_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "variant_themes_variant_id_tag_id_pk" PRIMARY KEY("variant_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"metal_id" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"personalisation" text DEFAULT '' NOT NULL,
	"gift_wrap" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" smallint NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variant_id" integer,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"gemstone" text,
	"metal" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"personalisation" text DEFAULT '' NOT NULL,
	"gift_wrap" boolean DEFAULT false NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"gift_wrap_minor" integer DEFAULT 0 NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('order_number_seq') NOT NULL,
	"user_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"contact" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"shipping_method_id" integer NOT NULL,
	"shipping_method_name" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"gift_wrap_minor" integer DEFAULT 0 NOT NULL,
	"shipping_minor" integer NOT NULL,
	"discount_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"discount_code" text,
	"special_instructions" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"delivery_text" text NOT NULL,
	"min_days" smallint NOT NULL,
	"max_days" smallint NOT NULL,
	"price_minor" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shipping_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text[] NOT NULL,
	"image" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"photo" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_design_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"photo" text,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installation_facts" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_gemstone_id_gemstones_id_fk" FOREIGN KEY ("gemstone_id") REFERENCES "public"."gemstones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_categories" ADD CONSTRAINT "variant_categories_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_categories" ADD CONSTRAINT "variant_categories_tag_id_categories_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_festivals" ADD CONSTRAINT "variant_festivals_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_festivals" ADD CONSTRAINT "variant_festivals_tag_id_festivals_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."festivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_images" ADD CONSTRAINT "variant_images_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_listing" ADD CONSTRAINT "variant_listing_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_purposes" ADD CONSTRAINT "variant_purposes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_purposes" ADD CONSTRAINT "variant_purposes_tag_id_purposes_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."purposes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_sizes" ADD CONSTRAINT "variant_sizes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_sizes" ADD CONSTRAINT "variant_sizes_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_sub_categories" ADD CONSTRAINT "variant_sub_categories_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_sub_categories" ADD CONSTRAINT "variant_sub_categories_tag_id_sub_categories_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."sub_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_themes" ADD CONSTRAINT "variant_themes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_themes" ADD CONSTRAINT "variant_themes_tag_id_themes_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_id_position_index" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_variants_gemstone_id_index" ON "product_variants" USING btree ("gemstone_id");--> statement-breakpoint
CREATE INDEX "sub_categories_category_id_index" ON "sub_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "variant_categories_tag_id_variant_id_index" ON "variant_categories" USING btree ("tag_id","variant_id");--> statement-breakpoint
CREATE INDEX "variant_festivals_tag_id_variant_id_index" ON "variant_festivals" USING btree ("tag_id","variant_id");--> statement-breakpoint
CREATE INDEX "variant_listing_product_id_position_index" ON "variant_listing" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "variant_listing_category_ids_idx" ON "variant_listing" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_sub_category_ids_idx" ON "variant_listing" USING gin ("sub_category_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_theme_ids_idx" ON "variant_listing" USING gin ("theme_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_purpose_ids_idx" ON "variant_listing" USING gin ("purpose_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_festival_ids_idx" ON "variant_listing" USING gin ("festival_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_metal_ids_idx" ON "variant_listing" USING gin ("metal_ids");--> statement-breakpoint
CREATE INDEX "variant_listing_gemstone_id_index" ON "variant_listing" USING btree ("gemstone_id");--> statement-breakpoint
CREATE INDEX "variant_listing_min_price_minor_index" ON "variant_listing" USING btree ("min_price_minor");--> statement-breakpoint
CREATE INDEX "variant_listing_rating_index" ON "variant_listing" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "variant_listing_created_at_index" ON "variant_listing" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "variant_listing_search_document_idx" ON "variant_listing" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "variant_listing_search_text_trgm_idx" ON "variant_listing" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variant_prices_metal_id_index" ON "variant_prices" USING btree ("metal_id");--> statement-breakpoint
CREATE INDEX "variant_purposes_tag_id_variant_id_index" ON "variant_purposes" USING btree ("tag_id","variant_id");--> statement-breakpoint
CREATE INDEX "variant_sub_categories_tag_id_variant_id_index" ON "variant_sub_categories" USING btree ("tag_id","variant_id");--> statement-breakpoint
CREATE INDEX "variant_themes_tag_id_variant_id_index" ON "variant_themes" USING btree ("tag_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_idx" ON "cart_items" USING btree ("cart_id","variant_id","metal_id","size","personalisation","gift_wrap");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_index" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "order_items_order_id_index" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_created_at_index" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_lower_idx" ON "newsletter_subscribers" USING btree (lower("email"));