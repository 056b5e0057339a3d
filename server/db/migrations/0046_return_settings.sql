CREATE TABLE "return_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"window_days" integer DEFAULT 30 NOT NULL,
	"statutory_days" integer DEFAULT 14 NOT NULL,
	"faulty_only_personalised" boolean DEFAULT true NOT NULL,
	"faulty_only_made_to_order" boolean DEFAULT true NOT NULL,
	"return_method" text DEFAULT 'address' NOT NULL,
	"return_address" text DEFAULT '' NOT NULL,
	"restocking_fee_percent" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_settings_one_row" CHECK ("return_settings"."id" = 1),
	CONSTRAINT "return_settings_method" CHECK ("return_settings"."return_method" IN ('address', 'label')),
	CONSTRAINT "return_settings_figures" CHECK ("return_settings"."window_days" BETWEEN 1 AND 365 AND "return_settings"."statutory_days" >= 14 AND "return_settings"."restocking_fee_percent" BETWEEN 0 AND 50)
);
