CREATE TABLE "gift_card_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"order_id" integer,
	"idempotency_key" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_entries_amount_positive" CHECK ("gift_card_entries"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_digest" text,
	"code_last4" text,
	"currency" text NOT NULL,
	"initial_minor" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"order_id" integer,
	"order_item_id" integer,
	"recipient_name" text DEFAULT '' NOT NULL,
	"recipient_email" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"send_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"owner_id" integer,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_codeDigest_unique" UNIQUE("code_digest"),
	CONSTRAINT "gift_cards_initial_positive" CHECK ("gift_cards"."initial_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"idempotency_key" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_amount_positive" CHECK ("store_credit_entries"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_entries_key_idx" ON "gift_card_entries" USING btree ("gift_card_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "gift_card_entries_order_id_index" ON "gift_card_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_card_entries_created_at_index" ON "gift_card_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gift_cards_owner_id_index" ON "gift_cards" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "gift_cards_order_id_index" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_due_idx" ON "gift_cards" USING btree ("send_at") WHERE "gift_cards"."sent_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_key_idx" ON "store_credit_entries" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "store_credit_entries_customer_id_id_index" ON "store_credit_entries" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "store_credit_entries_order_id_index" ON "store_credit_entries" USING btree ("order_id");--> statement-breakpoint
-- Gift card and store credit ledgers are append-only, as the payment ledger is (migration 0022):
-- a balance's entries are never changed or removed, whoever the connecting role is.
CREATE FUNCTION balance_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: an entry cannot be changed or deleted (% refused)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER gift_card_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON gift_card_entries
  FOR EACH STATEMENT EXECUTE FUNCTION balance_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER gift_card_entries_no_truncate BEFORE TRUNCATE ON gift_card_entries
  FOR EACH STATEMENT EXECUTE FUNCTION balance_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER store_credit_entries_no_update_or_delete BEFORE UPDATE OR DELETE ON store_credit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION balance_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER store_credit_entries_no_truncate BEFORE TRUNCATE ON store_credit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION balance_entries_append_only();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON gift_card_entries, store_credit_entries FROM PUBLIC, CURRENT_USER;
