ALTER TABLE "product_summaries" ADD COLUMN "pieces" integer;--> statement-breakpoint
ALTER TABLE "product_summaries" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "product_summaries" ADD COLUMN "image_widths" integer[];--> statement-breakpoint
-- The shelves of a product's ready-to-ship variants: the fewest pieces on one, and the pieces on
-- all (both null when none has a shelf).
CREATE OR REPLACE FUNCTION product_shelves(product integer, OUT lowest integer, OUT pieces integer)
LANGUAGE sql STABLE AS $$
  SELECT min(st.quantity), sum(st.quantity)::int FROM product_variants v JOIN variant_stock st ON st.variant_id = v.id
  WHERE v.product_id = product AND NOT v.made_to_order
$$;
--> statement-breakpoint
DROP TRIGGER variant_stock_added ON variant_stock;
--> statement-breakpoint
DROP TRIGGER variant_stock_changed ON variant_stock;
--> statement-breakpoint
DROP TRIGGER variant_stock_removed ON variant_stock;
--> statement-breakpoint
DROP FUNCTION follow_lowest_shelf();
--> statement-breakpoint
DROP FUNCTION lowest_shelf(integer);
--> statement-breakpoint
-- The back office's product rows (every status) of the products of these variants; all of them without ids.
CREATE OR REPLACE FUNCTION refresh_product_summaries(variant_ids integer[] DEFAULT NULL) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM product_summaries WHERE variant_ids IS NULL;

  INSERT INTO product_summaries (
    product_id, status, created_at, updated_at, title, search_text, category_ids, min_price_minor, variant_count, ready_to_ship, sold_out,
    lowest_shelf, pieces, image, image_widths
  )
  SELECT p.id, p.status, p.created_at, p.updated_at, first.title, variants.search_text,
    COALESCE((SELECT array_agg(DISTINCT c.tag_id ORDER BY c.tag_id) FROM product_variants v JOIN variant_categories c ON c.variant_id = v.id WHERE v.product_id = p.id), '{}'),
    (SELECT min(vp.price_minor) FROM product_variants v JOIN variant_prices vp ON vp.variant_id = v.id WHERE v.product_id = p.id),
    variants.count, variants.ready,
    variants.ready AND NOT EXISTS (
      SELECT 1 FROM product_variants v JOIN variant_stock s ON s.variant_id = v.id WHERE v.product_id = p.id AND NOT v.made_to_order AND s.quantity > 0),
    shelves.lowest, shelves.pieces, picture.file, picture.widths
  FROM products p
  CROSS JOIN LATERAL (SELECT v.id, v.title FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position, v.id LIMIT 1) first
  CROSS JOIN LATERAL (
    SELECT lower(string_agg(DISTINCT v.title, ' ')) AS search_text, count(*) AS count, COALESCE(bool_or(NOT v.made_to_order), false) AS ready
    FROM product_variants v WHERE v.product_id = p.id
  ) variants
  CROSS JOIN LATERAL product_shelves(p.id) shelves
  LEFT JOIN LATERAL (SELECT i.file, i.widths FROM variant_images i WHERE i.variant_id = first.id ORDER BY i.position LIMIT 1) picture ON TRUE
  WHERE variant_ids IS NULL OR p.id IN (SELECT product_id FROM product_variants WHERE id = ANY(variant_ids))
  -- Rows are locked in one order, so two transactions refreshing the same products wait, never deadlock.
  ORDER BY p.id
  ON CONFLICT (product_id) DO UPDATE SET
    status = EXCLUDED.status, created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at, title = EXCLUDED.title,
    search_text = EXCLUDED.search_text, category_ids = EXCLUDED.category_ids, min_price_minor = EXCLUDED.min_price_minor,
    variant_count = EXCLUDED.variant_count, ready_to_ship = EXCLUDED.ready_to_ship, sold_out = EXCLUDED.sold_out,
    lowest_shelf = EXCLUDED.lowest_shelf, pieces = EXCLUDED.pieces, image = EXCLUDED.image, image_widths = EXCLUDED.image_widths;
$$;
--> statement-breakpoint
-- Every statement that adds, changes or removes shelves (a sale, a cancellation, an edit, a load)
-- brings its products' shelves up to date in its own transaction. The rows are taken in product
-- order (the array's index scan), as refresh_product_summaries takes them, so two transactions
-- wait for each other rather than deadlock.
CREATE OR REPLACE FUNCTION follow_shelves() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_summaries s SET (lowest_shelf, pieces) = (SELECT lowest, pieces FROM product_shelves(s.product_id))
  WHERE s.product_id = ANY(ARRAY(
    SELECT DISTINCT v.product_id FROM shelves JOIN product_variants v ON v.id = shelves.variant_id ORDER BY 1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER variant_stock_added AFTER INSERT ON variant_stock
  REFERENCING NEW TABLE AS shelves FOR EACH STATEMENT EXECUTE FUNCTION follow_shelves();
--> statement-breakpoint
CREATE TRIGGER variant_stock_changed AFTER UPDATE ON variant_stock
  REFERENCING NEW TABLE AS shelves FOR EACH STATEMENT EXECUTE FUNCTION follow_shelves();
--> statement-breakpoint
CREATE TRIGGER variant_stock_removed AFTER DELETE ON variant_stock
  REFERENCING OLD TABLE AS shelves FOR EACH STATEMENT EXECUTE FUNCTION follow_shelves();
--> statement-breakpoint
SELECT refresh_product_summaries(NULL);
