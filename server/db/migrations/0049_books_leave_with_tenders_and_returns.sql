-- Decision records 044 and 047: an erased customer's order leaves the books once the bookkeeping
-- period has passed, and since issue 34 an order can be named by the gift card and store credit
-- ledgers (a tender spent on it, credit issued for its return). Those entries stay: they are the
-- balances' history, and a card bought or spent there may still be in use. The one change the
-- ledgers now allow is the one the order's leaving needs: an entry's order_id set to NULL, nothing
-- else in the row changed, and only for an order that has left the books (order_left_the_books,
-- migration 0041). The triggers become row-level to judge each row; TRUNCATE stays refused.
CREATE OR REPLACE FUNCTION balance_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_LEVEL = 'ROW' THEN
    IF OLD.order_id IS NOT NULL AND NEW.order_id IS NULL AND (to_jsonb(NEW) - 'order_id') = (to_jsonb(OLD) - 'order_id')
      AND order_left_the_books(OLD.order_id) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only: an entry cannot be changed or deleted (% refused)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
DROP TRIGGER gift_card_entries_no_update_or_delete ON gift_card_entries;
--> statement-breakpoint
CREATE TRIGGER gift_card_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON gift_card_entries
  FOR EACH ROW EXECUTE FUNCTION balance_entries_append_only();
--> statement-breakpoint
DROP TRIGGER store_credit_entries_no_update_or_delete ON store_credit_entries;
--> statement-breakpoint
CREATE TRIGGER store_credit_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON store_credit_entries
  FOR EACH ROW EXECUTE FUNCTION balance_entries_append_only();
--> statement-breakpoint
GRANT UPDATE (order_id) ON gift_card_entries, store_credit_entries TO CURRENT_USER;
