CREATE TABLE "gift_card_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"amounts_minor" integer[] NOT NULL,
	"custom_allowed" boolean NOT NULL,
	"custom_min_minor" integer NOT NULL,
	"custom_max_minor" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_settings_one_row" CHECK ("gift_card_settings"."id" = 1),
	CONSTRAINT "gift_card_settings_figures" CHECK (cardinality("gift_card_settings"."amounts_minor") BETWEEN 1 AND 8 AND 100 <= ALL("gift_card_settings"."amounts_minor") AND 1000000 >= ALL("gift_card_settings"."amounts_minor") AND "gift_card_settings"."custom_min_minor" BETWEEN 100 AND "gift_card_settings"."custom_max_minor" AND "gift_card_settings"."custom_max_minor" <= 1000000)
);
