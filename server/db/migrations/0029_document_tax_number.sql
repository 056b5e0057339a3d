ALTER TABLE "credit_notes" ADD COLUMN "tax_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_number" text DEFAULT '' NOT NULL;