-- Decision record 044: an erased customer's orders stay for the bookkeeping period
-- (retention_settings.bookkeeping_days, at least a year), then leave the books. The documents and
-- the payment ledger stay append-only for everything else: their triggers now let a row be deleted
-- only when its order belongs to an erased customer and is older than that period, so no
-- statement, whoever runs it, can delete a document or a ledger entry the books still need.
CREATE FUNCTION order_left_the_books(the_order integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM orders o JOIN users u ON u.id = o.user_id
    WHERE o.id = the_order AND u.erased_at IS NOT NULL
      AND o.created_at < now() - make_interval(days => coalesce((SELECT bookkeeping_days FROM retention_settings WHERE id = 1), 3650)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.copy IS NULL AND NEW.copy IS NOT NULL AND (to_jsonb(NEW) - 'copy') = (to_jsonb(OLD) - 'copy') THEN
      RETURN NEW;
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF order_left_the_books(OLD.order_id) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only: an issued document cannot be changed or deleted (% refused)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF order_left_the_books((SELECT order_id FROM payments WHERE id = OLD.payment_id)) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'payment_events is append-only: an entry cannot be changed or deleted (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
DROP TRIGGER payment_events_no_update_or_delete ON payment_events;
--> statement-breakpoint
CREATE TRIGGER payment_events_no_update_or_delete BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH ROW EXECUTE FUNCTION payment_events_append_only();
--> statement-breakpoint
GRANT DELETE ON payment_events TO CURRENT_USER;
