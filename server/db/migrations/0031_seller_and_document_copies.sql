-- The seller's identity is the owner's setting (issue 31, decision record 035). Until the owner
-- saves it, each start writes the environment's values into it (SHOP_NAME, SHOP_ADDRESS,
-- SHOP_EMAIL, SHOP_PHONE) and saved_at stays null; the tax number the tax page kept moves here.
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"address" text[] DEFAULT '{}'::text[] NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_one_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "shop_settings" ("id", "legal_name", "address", "email", "phone", "tax_number")
  VALUES (1, 'Lumen & Loom', ARRAY['1120 NW Couch Street, Suite 410', 'Portland, OR 97209', 'United States'], 'care@lumenandloom.com', '+1 (503) 555-0142',
    coalesce((SELECT "tax_number" FROM "tax_settings" WHERE "id" = 1), ''));
--> statement-breakpoint
ALTER TABLE "tax_settings" DROP COLUMN "tax_number";
--> statement-breakpoint
ALTER TABLE "payment_settings" ADD COLUMN "bank_code" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Sample bank details belong to the sample shop: a shop whose sample catalogue was never seeded
-- offers no bank transfer until the owner saves their own account (the sample catalogue's seed
-- writes the sample account, server/db/seed/sample-catalog.ts). A sample shop's account gets the
-- sample BIC beside it.
UPDATE "payment_settings"
  SET "bank_transfer_enabled" = false, "account_holder" = '', "bank_name" = '', "account_number" = '', "sample_details" = false
  WHERE "sample_details" AND NOT EXISTS (SELECT 1 FROM "installation_facts" WHERE "key" = 'sample_catalog_seeded');
--> statement-breakpoint
UPDATE "payment_settings" SET "bank_code" = 'NWBKGB2L' WHERE "sample_details";
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "copy" jsonb;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "copy" jsonb;
--> statement-breakpoint
-- An issued document never changes (migration invoices). The one change let through: a document
-- issued before copies were kept takes its copy once, at its first download — from none to one,
-- every other column as it was. Row by row, so the trigger sees the row.
CREATE OR REPLACE FUNCTION documents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.copy IS NULL AND NEW.copy IS NOT NULL AND (to_jsonb(NEW) - 'copy') = (to_jsonb(OLD) - 'copy') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only: an issued document cannot be changed or deleted (% refused)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
DROP TRIGGER "invoices_no_update_or_delete" ON "invoices";
--> statement-breakpoint
CREATE TRIGGER invoices_no_update_or_delete BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION documents_append_only();
--> statement-breakpoint
DROP TRIGGER "credit_notes_no_update_or_delete" ON "credit_notes";
--> statement-breakpoint
CREATE TRIGGER credit_notes_no_update_or_delete BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION documents_append_only();
