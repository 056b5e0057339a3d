CREATE TABLE "metal_rates" (
	"metal_id" integer PRIMARY KEY NOT NULL,
	"rate_minor_per_gram" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_rates_rate_check" CHECK ("metal_rates"."rate_minor_per_gram" BETWEEN 1 AND 10000000)
);
--> statement-breakpoint
CREATE TABLE "pricing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rounding" text DEFAULT 'cent' NOT NULL,
	"threshold_bp" integer DEFAULT 1000 NOT NULL,
	"rates_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_settings_one_row" CHECK ("pricing_settings"."id" = 1),
	CONSTRAINT "pricing_settings_threshold" CHECK ("pricing_settings"."threshold_bp" BETWEEN 0 AND 10000),
	CONSTRAINT "pricing_settings_rounding" CHECK ("pricing_settings"."rounding" IN ('cent', 'ninety-nine', 'whole'))
);
--> statement-breakpoint
ALTER TABLE "variant_prices" ADD COLUMN "metal_weight_mg" integer;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD COLUMN "making_minor" integer;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD COLUMN "stones_minor" integer;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD COLUMN "margin_bp" integer;--> statement-breakpoint
ALTER TABLE "metal_rates" ADD CONSTRAINT "metal_rates_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variant_prices_metal_priced_idx" ON "variant_prices" USING btree ("metal_id","variant_id") WHERE "variant_prices"."metal_weight_mg" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "variant_prices" ADD CONSTRAINT "variant_prices_pricing_inputs_check" CHECK ("variant_prices"."metal_weight_mg" BETWEEN 0 AND 1000000 AND "variant_prices"."making_minor" >= 0 AND "variant_prices"."stones_minor" >= 0 AND "variant_prices"."margin_bp" BETWEEN 0 AND 100000);