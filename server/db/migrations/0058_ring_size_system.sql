ALTER TABLE "sizes" ADD COLUMN "circumference_tenths" smallint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "size_system" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_later" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "size_system" text DEFAULT 'US' NOT NULL;--> statement-breakpoint
ALTER TABLE "sizes" ADD CONSTRAINT "sizes_circumferenceTenths_unique" UNIQUE("circumference_tenths");--> statement-breakpoint
-- Decision record 057: the sizes that were US ring sizes by their label ("7", "7.5", "7½", "7 1/2") become
-- the ring sizes they named: their inner circumference in tenths of a millimetre (US size s is a ring of
-- 11.63 + 0.8128 s mm inner diameter), labelled in the workshop's words ("54.4 mm"). Every line that names
-- such a size by its label (orders, server carts, reviews, exchanges) is relabelled the same way, so an
-- order keeps its meaning (its size system stays US: "US 7 · 54.4 mm"). Other labels ("M", '16"') stay free.
CREATE TEMPORARY TABLE "ring_size_relabel" AS
  SELECT s."id", s."label" AS "old_label", us."tenths", to_char(us."tenths" / 10.0, 'FM990.0') || ' mm' AS "new_label"
  FROM "sizes" s
  JOIN (VALUES ('1', 391), ('1.5', 404), ('1½', 404), ('1 1/2', 404), ('2', 416), ('2.5', 429), ('2½', 429), ('2 1/2', 429), ('3', 442), ('3.5', 455), ('3½', 455), ('3 1/2', 455), ('4', 468), ('4.5', 480), ('4½', 480), ('4 1/2', 480), ('5', 493), ('5.5', 506), ('5½', 506), ('5 1/2', 506), ('6', 519), ('6.5', 531), ('6½', 531), ('6 1/2', 531), ('7', 544), ('7.5', 557), ('7½', 557), ('7 1/2', 557), ('8', 570), ('8.5', 582), ('8½', 582), ('8 1/2', 582), ('9', 595), ('9.5', 608), ('9½', 608), ('9 1/2', 608), ('10', 621), ('10.5', 633), ('10½', 633), ('10 1/2', 633), ('11', 646), ('11.5', 659), ('11½', 659), ('11 1/2', 659), ('12', 672), ('12.5', 685), ('12½', 685), ('12 1/2', 685), ('13', 697), ('13.5', 710), ('13½', 710), ('13 1/2', 710), ('14', 723), ('14.5', 736), ('14½', 736), ('14 1/2', 736), ('15', 748), ('15.5', 761), ('15½', 761), ('15 1/2', 761), ('16', 774)) AS us("label", "tenths") ON us."label" = btrim(s."label")
  WHERE NOT EXISTS (SELECT 1 FROM "sizes" o WHERE o."label" = to_char(us."tenths" / 10.0, 'FM990.0') || ' mm');--> statement-breakpoint
DELETE FROM "ring_size_relabel" r WHERE EXISTS (SELECT 1 FROM "ring_size_relabel" o WHERE o."tenths" = r."tenths" AND o."id" < r."id");--> statement-breakpoint
UPDATE "sizes" s SET "circumference_tenths" = r."tenths", "label" = r."new_label" FROM "ring_size_relabel" r WHERE s."id" = r."id";--> statement-breakpoint
UPDATE "order_items" i SET "size" = r."new_label" FROM "ring_size_relabel" r WHERE i."size" = r."old_label";--> statement-breakpoint
UPDATE "cart_items" i SET "size" = r."new_label" FROM "ring_size_relabel" r WHERE i."size" = r."old_label";--> statement-breakpoint
UPDATE "reviews" v SET "size" = r."new_label" FROM "ring_size_relabel" r WHERE v."size" = r."old_label";--> statement-breakpoint
UPDATE "return_lines" l SET "exchange_size" = r."new_label" FROM "ring_size_relabel" r WHERE l."exchange_size" = r."old_label";--> statement-breakpoint
DROP TABLE "ring_size_relabel";
