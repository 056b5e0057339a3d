DROP INDEX "variant_stock_quantity_index";--> statement-breakpoint
CREATE INDEX "variant_stock_quantity_id_idx" ON "variant_stock" USING btree ("quantity","id");