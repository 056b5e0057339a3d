CREATE TABLE "order_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"discount_id" integer,
	"name" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "min_subtotal_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "per_customer_limit" integer;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_discounts" ADD CONSTRAINT "order_discounts_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_discounts_order_id_index" ON "order_discounts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_discounts_discount_id_order_id_index" ON "order_discounts" USING btree ("discount_id","order_id");--> statement-breakpoint
-- The codes there were are percentages: each keeps its figure, its code as its name.
UPDATE "discount_codes" SET "value" = "percent_off", "name" = "code", "code" = upper("code");--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "discount_codes" ALTER COLUMN "value" DROP DEFAULT;--> statement-breakpoint
-- Orders placed before keep their discount, now as a line of its own.
INSERT INTO "order_discounts" ("order_id", "discount_id", "name", "code", "kind", "amount_minor")
  SELECT o."id", d."id", coalesce(o."discount_code", 'Discount'), o."discount_code", 'percent', o."discount_minor"
  FROM "orders" o LEFT JOIN "discount_codes" d ON upper(d."code") = upper(o."discount_code")
  WHERE o."discount_minor" > 0;--> statement-breakpoint
ALTER TABLE "discount_codes" DROP COLUMN "percent_off";