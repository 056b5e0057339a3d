CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_reference" text,
	"provider_event_id" text,
	"idempotency_key" text,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_providerEventId_unique" UNIQUE("provider_event_id"),
	CONSTRAINT "payment_events_amount_not_negative" CHECK ("payment_events"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"bank_transfer_enabled" boolean DEFAULT true NOT NULL,
	"account_holder" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_number" text DEFAULT '' NOT NULL,
	"days_to_pay" smallint DEFAULT 7 NOT NULL,
	"sample_details" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settings_one_row" CHECK ("payment_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"provider_reference" text,
	"provider_payment_id" text,
	"redirect_url" text,
	"expires_at" timestamp with time zone,
	"problem" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_orderId_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_payment_id_id_index" ON "payment_events" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_idempotency_idx" ON "payment_events" USING btree ("payment_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_idx" ON "payments" USING btree ("provider_reference");--> statement-breakpoint
CREATE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
-- The payment ledger is append-only, as the audit log is (migration 0019): money events are never
-- changed or removed, whoever the connecting role is.
CREATE FUNCTION payment_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payment_events is append-only: an entry cannot be changed or deleted (% refused)', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_events_no_update_or_delete BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH STATEMENT EXECUTE FUNCTION payment_events_append_only();
--> statement-breakpoint
CREATE TRIGGER payment_events_no_truncate BEFORE TRUNCATE ON payment_events
  FOR EACH STATEMENT EXECUTE FUNCTION payment_events_append_only();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON payment_events FROM PUBLIC, CURRENT_USER;
--> statement-breakpoint
-- Every shop starts with bank transfer on, with sample details the back office asks the owner to
-- replace, so the specification's flow (ORDER NOW, "Order placed successfully!") works at once.
INSERT INTO "payment_settings" ("id", "bank_transfer_enabled", "account_holder", "bank_name", "account_number", "days_to_pay", "sample_details")
  VALUES (1, true, 'Lumen & Loom Jewellery Ltd', 'Sample Bank', 'GB29 NWBK 6016 1331 9268 19', 7, true);
--> statement-breakpoint
-- Orders placed before payments existed await a bank transfer, as every new order without a method does.
INSERT INTO "payments" ("order_id", "method", "currency", "amount_minor", "created_at")
  SELECT "id", 'bank_transfer', "currency", "total_minor", "created_at" FROM "orders";
