ALTER TABLE "cart_items" ALTER COLUMN "variant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "metal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "gift_card" jsonb;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "card_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_card_idx" ON "cart_items" USING btree ("cart_id","card_key");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_piece_or_card" CHECK (("cart_items"."variant_id" IS NOT NULL AND "cart_items"."metal_id" IS NOT NULL) OR ("cart_items"."gift_card" IS NOT NULL AND "cart_items"."card_key" IS NOT NULL));