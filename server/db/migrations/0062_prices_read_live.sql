DROP INDEX "variant_listing_min_price_minor_index";--> statement-breakpoint
ALTER TABLE "variant_listing" DROP COLUMN "min_price_minor";
--> statement-breakpoint
-- Decision record 059: prices are read live, not kept in copies a change of prices must rewrite.
-- The listing engine reads each variant's lowest price from variant_prices when it builds, so the
-- listing's rows lose theirs; the storefront reads a product's prices with its card, so the cards
-- lose theirs. The two functions are those of migration 0054 without them.
CREATE OR REPLACE FUNCTION refresh_product_cards(variant_ids integer[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM product_cards WHERE variant_ids IS NULL;

  INSERT INTO product_cards (product_id, status, card)
  SELECT p.id, p.status, json_build_object(
    'id', p.id,
    'slug', p.slug,
    'createdAt', to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'showRating', p.show_rating,
    'variants', COALESCE((
      SELECT json_agg(json_build_object(
        'id', v.id,
        'position', v.position,
        'title', v.title,
        'description', v.description,
        'gemstoneId', v.gemstone_id,
        'madeToOrder', v.made_to_order,
        'leadTime', json_build_object('minDays', v.lead_time_min_days, 'maxDays', v.lead_time_max_days),
        'images', COALESCE((SELECT json_agg(i.file ORDER BY i.position) FROM variant_images i WHERE i.variant_id = v.id), '[]'),
        'imageWidths', COALESCE((SELECT json_agg(i.widths ORDER BY i.position) FROM variant_images i WHERE i.variant_id = v.id), '[]'),
        'sizeIds', COALESCE((SELECT json_agg(s.size_id) FROM variant_sizes s WHERE s.variant_id = v.id), '[]'),
        'categoryIds', COALESCE((SELECT json_agg(j.tag_id) FROM variant_categories j WHERE j.variant_id = v.id), '[]'),
        'subCategoryIds', COALESCE((SELECT json_agg(j.tag_id) FROM variant_sub_categories j WHERE j.variant_id = v.id), '[]'),
        'themeIds', COALESCE((SELECT json_agg(j.tag_id) FROM variant_themes j WHERE j.variant_id = v.id), '[]'),
        'purposeIds', COALESCE((SELECT json_agg(j.tag_id) FROM variant_purposes j WHERE j.variant_id = v.id), '[]'),
        'festivalIds', COALESCE((SELECT json_agg(j.tag_id) FROM variant_festivals j WHERE j.variant_id = v.id), '[]'),
        'shelves', CASE WHEN v.made_to_order THEN '[]'::json ELSE COALESCE((
          SELECT json_agg(json_build_array(st.id, st.metal_id, st.size_id) ORDER BY st.id)
          FROM variant_stock st WHERE st.variant_id = v.id), '[]') END
      ) ORDER BY v.position, v.id)
      FROM product_variants v WHERE v.product_id = p.id), '[]')
  )::text
  FROM products p
  WHERE variant_ids IS NULL OR p.id IN (SELECT product_id FROM product_variants WHERE id = ANY(variant_ids))
  -- Rows are locked in one order, so two transactions refreshing the same products wait, never deadlock.
  ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET status = EXCLUDED.status, card = EXCLUDED.card;
$$;
--> statement-breakpoint
-- The listing read model (only published products, and whether a ready-to-ship variant is sold out)
-- and, for the products of these variants, the back office's product rows and the product cards.
CREATE OR REPLACE FUNCTION refresh_variant_listing(ids integer[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM variant_listing WHERE ids IS NULL OR variant_id = ANY(ids);

  INSERT INTO variant_listing (
    variant_id, product_id, position, category_ids, sub_category_ids, theme_ids, purpose_ids,
    festival_ids, metal_ids, gemstone_id, created_at, sold_out, search_text, search_document
  )
  SELECT v.id, v.product_id, v.position, tags.category_ids, tags.sub_category_ids, tags.theme_ids,
    tags.purpose_ids, tags.festival_ids, prices.metal_ids, v.gemstone_id,
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
    SELECT COALESCE(array_agg(metal_id ORDER BY metal_id), '{}') AS metal_ids
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

  SELECT refresh_product_cards(ids);

  -- Caches of listings are keyed by this number: any change to the catalogue makes them stale.
  INSERT INTO installation_facts (key, value) VALUES ('catalog_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (installation_facts.value::bigint + 1)::text, updated_at = now();
$$;
--> statement-breakpoint
-- The cards rewritten without their prices.
SELECT refresh_product_cards(NULL);
