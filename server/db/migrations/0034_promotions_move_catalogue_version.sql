-- Automatic promotions show on the catalogue's pages and order its price sort and filter (issue 32,
-- decision record 036): a change to one (created, changed, switched on or off, deleted) moves the
-- catalogue version in its own transaction, so every instance's listing engine and page cache
-- follow it on their next request, whoever wrote it. A code's changes move nothing.
CREATE FUNCTION promotion_moves_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO installation_facts (key, value) VALUES ('catalog_version', '1')
    ON CONFLICT (key) DO UPDATE SET value = (installation_facts.value::bigint + 1)::text, updated_at = now();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER promotion_insert_moves_catalogue_version AFTER INSERT ON discount_codes
  FOR EACH ROW WHEN (NEW.code IS NULL) EXECUTE FUNCTION promotion_moves_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER promotion_update_moves_catalogue_version AFTER UPDATE ON discount_codes
  FOR EACH ROW WHEN (NEW.code IS NULL OR OLD.code IS NULL) EXECUTE FUNCTION promotion_moves_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER promotion_delete_moves_catalogue_version AFTER DELETE ON discount_codes
  FOR EACH ROW WHEN (OLD.code IS NULL) EXECUTE FUNCTION promotion_moves_catalogue_version();
