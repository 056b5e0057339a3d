CREATE TABLE "product_summaries" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"search_text" text NOT NULL,
	"category_ids" integer[] NOT NULL,
	"min_price_minor" integer,
	"variant_count" smallint NOT NULL,
	"ready_to_ship" boolean NOT NULL,
	"sold_out" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_summaries" ADD CONSTRAINT "product_summaries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_summaries_created_idx" ON "product_summaries" USING btree ("created_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_updated_idx" ON "product_summaries" USING btree ("updated_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_title_idx" ON "product_summaries" USING btree (lower("title"),"product_id");--> statement-breakpoint
CREATE INDEX "product_summaries_price_idx" ON "product_summaries" USING btree ("min_price_minor","product_id");--> statement-breakpoint
CREATE INDEX "product_summaries_status_idx" ON "product_summaries" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_summaries_ready_idx" ON "product_summaries" USING btree ("product_id") WHERE "product_summaries"."ready_to_ship";--> statement-breakpoint
CREATE INDEX "product_summaries_sold_out_idx" ON "product_summaries" USING btree ("product_id") WHERE "product_summaries"."sold_out";--> statement-breakpoint
CREATE INDEX "product_summaries_category_ids_idx" ON "product_summaries" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_summaries_search_text_trgm_idx" ON "product_summaries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_variants_ready_idx" ON "product_variants" USING btree ("product_id","id") WHERE NOT "product_variants"."made_to_order";--> statement-breakpoint
CREATE INDEX "variant_stock_variant_id_quantity_idx" ON "variant_stock" USING btree ("variant_id","quantity");;--> statement-breakpoint
-- The back office's product rows (every status) of the products of these variants; all of them without ids.
CREATE OR REPLACE FUNCTION refresh_product_summaries(variant_ids integer[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM product_summaries WHERE variant_ids IS NULL;

  INSERT INTO product_summaries (
    product_id, status, created_at, updated_at, title, search_text, category_ids, min_price_minor, variant_count, ready_to_ship, sold_out
  )
  SELECT p.id, p.status, p.created_at, p.updated_at, first.title, variants.search_text,
    COALESCE((SELECT array_agg(DISTINCT c.tag_id ORDER BY c.tag_id) FROM product_variants v JOIN variant_categories c ON c.variant_id = v.id WHERE v.product_id = p.id), '{}'),
    (SELECT min(vp.price_minor) FROM product_variants v JOIN variant_prices vp ON vp.variant_id = v.id WHERE v.product_id = p.id),
    variants.count, variants.ready,
    variants.ready AND NOT EXISTS (
      SELECT 1 FROM product_variants v JOIN variant_stock s ON s.variant_id = v.id WHERE v.product_id = p.id AND NOT v.made_to_order AND s.quantity > 0)
  FROM products p
  CROSS JOIN LATERAL (SELECT v.title FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1) first
  CROSS JOIN LATERAL (
    SELECT lower(string_agg(DISTINCT v.title, ' ')) AS search_text, count(*) AS count, COALESCE(bool_or(NOT v.made_to_order), false) AS ready
    FROM product_variants v WHERE v.product_id = p.id
  ) variants
  WHERE variant_ids IS NULL OR p.id IN (SELECT product_id FROM product_variants WHERE id = ANY(variant_ids))
  -- Rows are locked in one order, so two transactions refreshing the same products wait, never deadlock.
  ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET
    status = EXCLUDED.status, created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at, title = EXCLUDED.title,
    search_text = EXCLUDED.search_text, category_ids = EXCLUDED.category_ids, min_price_minor = EXCLUDED.min_price_minor,
    variant_count = EXCLUDED.variant_count, ready_to_ship = EXCLUDED.ready_to_ship, sold_out = EXCLUDED.sold_out;
$$;
--> statement-breakpoint
-- The listing read model (only published products, and whether a ready-to-ship variant is sold out)
-- and, for the products of these variants, the back office's product rows.
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

  SELECT refresh_product_summaries(ids);

  -- Caches of listings are keyed by this number: any change to the catalogue makes them stale.
  INSERT INTO installation_facts (key, value) VALUES ('catalog_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (installation_facts.value::bigint + 1)::text, updated_at = now();
$$;
--> statement-breakpoint
-- Rows for the products already there.
SELECT refresh_product_summaries(NULL);
