ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD COLUMN "bookkeeping_days" integer DEFAULT 3650 NOT NULL;