CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"tax_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_one_row" CHECK ("tax_settings"."id" = 1)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_region_name_idx" ON "tax_rates" USING btree ("country_code",lower("state"),lower("name"));--> statement-breakpoint
-- The shop's one settings row: prices without tax and no tax number until the owner says otherwise.
INSERT INTO "tax_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
