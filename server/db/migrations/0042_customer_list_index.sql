CREATE INDEX "users_customers_idx" ON "users" USING btree ("id") WHERE "users"."role" = 'customer' AND "users"."erased_at" IS NULL;--> statement-breakpoint
-- The list's planner needs the accounts' statistics, erased_at (new) included.
ANALYZE "users";