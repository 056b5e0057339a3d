CREATE TABLE "variant_stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"metal_id" integer NOT NULL,
	"size_id" integer,
	"quantity" integer NOT NULL,
	CONSTRAINT "variant_stock_choice_key" UNIQUE NULLS NOT DISTINCT("variant_id","metal_id","size_id"),
	CONSTRAINT "variant_stock_quantity_check" CHECK ("variant_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text DEFAULT '' NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"actor_id" integer,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "made_to_order" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "lead_time_min_days" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "lead_time_max_days" smallint DEFAULT 21 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "show_rating" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_images" ADD COLUMN "widths" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_listing" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "made_to_order" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "stock_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_from_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "has_made_to_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_design_requests" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_stock" ADD CONSTRAINT "variant_stock_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variant_stock_quantity_index" ON "variant_stock" USING btree ("quantity");--> statement-breakpoint
CREATE INDEX "order_events_order_id_created_at_index" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_stock_id_variant_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."variant_stock"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_status_id_index" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (lower("customer_name" || ' ' || ("contact"->>'email')) gin_trgm_ops);--> statement-breakpoint
-- Data: a product's published flag becomes its status; the old Processing status is Confirmed.
UPDATE "products" SET "status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END;--> statement-breakpoint
UPDATE "orders" SET "status" = 'Confirmed' WHERE "status" = 'Processing';--> statement-breakpoint
-- Every piece sold so far was made to order.
UPDATE "orders" SET "has_made_to_order" = true;--> statement-breakpoint
-- The listing read model: only published products, and whether a ready-to-ship variant is sold out.
CREATE OR REPLACE FUNCTION refresh_variant_listing(ids integer[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM variant_listing WHERE ids IS NULL OR variant_id = ANY(ids);

  INSERT INTO variant_listing (
    variant_id, product_id, position, category_ids, sub_category_ids, theme_ids, purpose_ids,
    festival_ids, metal_ids, gemstone_id, min_price_minor, rating, created_at, sold_out, search_text, search_document
  )
  SELECT v.id, v.product_id, v.position, tags.category_ids, tags.sub_category_ids, tags.theme_ids,
    tags.purpose_ids, tags.festival_ids, prices.metal_ids, v.gemstone_id, prices.min_price, v.rating,
    p.created_at,
    NOT v.made_to_order AND NOT EXISTS (SELECT 1 FROM variant_stock s WHERE s.variant_id = v.id AND s.quantity > 0),
    lower(concat_ws(' ', v.title, names.keywords)),
    setweight(to_tsvector('english', v.title), 'A')
      || setweight(to_tsvector('english', names.keywords), 'B')
      || setweight(to_tsvector('english', v.description), 'D')
  FROM product_variants v
  JOIN products p ON p.id = v.product_id AND p.status = 'published'
  CROSS JOIN LATERAL (
    SELECT
      COALESCE((SELECT array_agg(tag_id ORDER BY tag_id) FROM variant_categories WHERE variant_id = v.id), '{}') AS category_ids,
      COALESCE((SELECT array_agg(tag_id ORDER BY tag_id) FROM variant_sub_categories WHERE variant_id = v.id), '{}') AS sub_category_ids,
      COALESCE((SELECT array_agg(tag_id ORDER BY tag_id) FROM variant_themes WHERE variant_id = v.id), '{}') AS theme_ids,
      COALESCE((SELECT array_agg(tag_id ORDER BY tag_id) FROM variant_purposes WHERE variant_id = v.id), '{}') AS purpose_ids,
      COALESCE((SELECT array_agg(tag_id ORDER BY tag_id) FROM variant_festivals WHERE variant_id = v.id), '{}') AS festival_ids
  ) tags
  CROSS JOIN LATERAL (
    SELECT COALESCE(array_agg(metal_id ORDER BY metal_id), '{}') AS metal_ids, COALESCE(min(price_minor), 0) AS min_price
    FROM variant_prices WHERE variant_id = v.id
  ) prices
  CROSS JOIN LATERAL (
    SELECT concat_ws(' ',
      (SELECT string_agg(c.name, ' ') FROM variant_categories t JOIN categories c ON c.id = t.tag_id WHERE t.variant_id = v.id),
      (SELECT string_agg(s.name, ' ') FROM variant_sub_categories t JOIN sub_categories s ON s.id = t.tag_id WHERE t.variant_id = v.id),
      (SELECT string_agg(th.name, ' ') FROM variant_themes t JOIN themes th ON th.id = t.tag_id WHERE t.variant_id = v.id),
      (SELECT g.name FROM gemstones g WHERE g.id = v.gemstone_id),
      (SELECT string_agg(m.name, ' ') FROM variant_prices vp JOIN metals m ON m.id = vp.metal_id WHERE vp.variant_id = v.id)
    ) AS keywords
  ) names
  WHERE ids IS NULL OR v.id = ANY(ids);

  -- Vocabulary for typo correction: every word of a title or keyword, three letters or more.
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM variant_listing l, regexp_split_to_table(l.search_text, '[^a-z0-9]+') AS w
  WHERE length(w) >= 3 AND (ids IS NULL OR l.variant_id = ANY(ids))
  ON CONFLICT DO NOTHING;

  -- Caches of listings are keyed by this number: any change to the catalogue makes them stale.
  INSERT INTO installation_facts (key, value) VALUES ('catalog_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (installation_facts.value::bigint + 1)::text, updated_at = now();
$$;
