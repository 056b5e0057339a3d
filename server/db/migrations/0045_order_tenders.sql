CREATE TABLE "order_tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"gift_card_id" integer,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "order_tenders_amount_positive" CHECK ("order_tenders"."amount_minor" > 0),
	CONSTRAINT "order_tenders_card" CHECK (("order_tenders"."kind" = 'gift_card') = ("order_tenders"."gift_card_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "order_tenders" ADD CONSTRAINT "order_tenders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tenders" ADD CONSTRAINT "order_tenders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_tenders_position_idx" ON "order_tenders" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_tenders_gift_card_id_index" ON "order_tenders" USING btree ("gift_card_id");