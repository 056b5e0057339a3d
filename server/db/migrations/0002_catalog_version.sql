-- Every rebuild of the listing read model also bumps the catalogue version.
CREATE OR REPLACE FUNCTION refresh_variant_listing(ids integer[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM variant_listing WHERE ids IS NULL OR variant_id = ANY(ids);

  INSERT INTO variant_listing (
    variant_id, product_id, position, category_ids, sub_category_ids, theme_ids, purpose_ids,
    festival_ids, metal_ids, gemstone_id, min_price_minor, rating, created_at, search_text, search_document
  )
  SELECT v.id, v.product_id, v.position, tags.category_ids, tags.sub_category_ids, tags.theme_ids,
    tags.purpose_ids, tags.festival_ids, prices.metal_ids, v.gemstone_id, prices.min_price, v.rating,
    p.created_at,
    lower(concat_ws(' ', v.title, names.keywords)),
    setweight(to_tsvector('english', v.title), 'A')
      || setweight(to_tsvector('english', names.keywords), 'B')
      || setweight(to_tsvector('english', v.description), 'D')
  FROM product_variants v
  JOIN products p ON p.id = v.product_id AND p.published
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
