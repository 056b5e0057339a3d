CREATE TABLE "retention_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"security_event_days" integer DEFAULT 90 NOT NULL,
	"message_days" integer DEFAULT 730 NOT NULL,
	"unconfirmed_account_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_settings_one_row" CHECK ("retention_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"email" text,
	"ip" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_created_at_index" ON "security_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_events_user_id_index" ON "security_events" USING btree ("user_id");--> statement-breakpoint
-- The periods the privacy policy and the terms print from today's words on: dated as those words,
-- so a shop installed later does not show its install day as the policies' last change.
INSERT INTO "retention_settings" ("id", "updated_at") VALUES (1, '2026-12-06T00:00:00Z') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Decision record 043: refused sign-ins and reset requests (with the address anyone typed) and a
-- shopper's own sign-ins and password resets leave the append-only audit log for the security
-- events, which are deleted after their period. This migration is the one deliberate act by the
-- table's owner that decision record 023 allows: the trigger and the privilege are lifted for the
-- move alone and put back in the same transaction.
INSERT INTO "security_events" ("kind", "user_id", "email", "ip", "detail", "created_at")
SELECT
  CASE a."action"
    WHEN 'account.sign_in_refused' THEN 'sign_in_refused'
    WHEN 'account.password_reset_requested' THEN 'password_reset_requested'
    WHEN 'account.sign_in' THEN 'sign_in'
    ELSE 'password_reset'
  END,
  u."id",
  coalesce(a."after"->>'email', u."email"),
  a."after"->>'ip',
  CASE WHEN a."after" ? 'reason' THEN jsonb_build_object('reason', a."after"->>'reason') END,
  a."created_at"
FROM "audit_events" a
LEFT JOIN "users" u ON u."id"::text = a."entity_id"
WHERE a."action" IN ('account.sign_in_refused', 'account.password_reset_requested')
   OR (a."action" IN ('account.sign_in', 'account.password_reset') AND u."role" = 'customer');
--> statement-breakpoint
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_no_update_or_delete";
--> statement-breakpoint
GRANT DELETE ON "audit_events" TO CURRENT_USER;
--> statement-breakpoint
DELETE FROM "audit_events" a
WHERE a."action" IN ('account.sign_in_refused', 'account.password_reset_requested')
   OR (a."action" IN ('account.sign_in', 'account.password_reset') AND a."entity_id" IN (SELECT "id"::text FROM "users" WHERE "role" = 'customer'));
--> statement-breakpoint
REVOKE DELETE ON "audit_events" FROM PUBLIC, CURRENT_USER;
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_no_update_or_delete";
