ALTER TABLE "tax_rates" ADD COLUMN "included" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD COLUMN "home_country" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD COLUMN "keep_gross" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Rates already set keep the look their region expects: the United States and Canada add tax at checkout.
UPDATE "tax_rates" SET "included" = false WHERE "country_code" IN ('US', 'CA');--> statement-breakpoint
-- A shop whose prices already include tax is at home where its first country-wide rate shown with tax is
-- (the owner can change it on the tax page): so its shoppers keep paying the prices they paid.
UPDATE "tax_settings" SET "home_country" = (SELECT "country_code" FROM "tax_rates" WHERE "state" = '' AND "included" ORDER BY "id" LIMIT 1)
WHERE "prices_include_tax" AND EXISTS (SELECT 1 FROM "tax_rates" WHERE "state" = '' AND "included");
