CREATE TABLE "shipping_zone_regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"state" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_methods" ALTER COLUMN "code" SET DEFAULT gen_random_uuid()::text;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "free_above_minor" integer;--> statement-breakpoint
ALTER TABLE "shipping_zone_regions" ADD CONSTRAINT "shipping_zone_regions_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zone_regions_place_idx" ON "shipping_zone_regions" USING btree ("country_code",lower("state"));--> statement-breakpoint
CREATE INDEX "shipping_zone_regions_zone_id_index" ON "shipping_zone_regions" USING btree ("zone_id");--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_methods_zone_id_index" ON "shipping_methods" USING btree ("zone_id");--> statement-breakpoint
-- A shop that has methods already ships them to one zone, the sample shop's countries
-- (server/db/seed/sample-catalog.ts SAMPLE_ZONE): the owner extends or splits it in the back office.
DO $$
DECLARE zone integer;
BEGIN
  IF EXISTS (SELECT 1 FROM shipping_methods) THEN
    INSERT INTO shipping_zones (name, position) VALUES ('Everywhere we ship', 0) RETURNING id INTO zone;
    INSERT INTO shipping_zone_regions (zone_id, country_code)
    SELECT zone, code FROM unnest(ARRAY['US', 'GB', 'IE', 'IN', 'AU', 'NZ']) AS code;
    UPDATE shipping_methods SET zone_id = zone WHERE active;
  END IF;
END $$;
