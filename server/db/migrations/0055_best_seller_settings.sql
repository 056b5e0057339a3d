ALTER TABLE "review_settings" ADD COLUMN "best_seller_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_settings" ADD COLUMN "best_seller_count" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_best_seller_days" CHECK ("review_settings"."best_seller_days" BETWEEN 7 AND 365);--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_best_seller_count" CHECK ("review_settings"."best_seller_count" BETWEEN 1 AND 24);