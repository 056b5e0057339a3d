CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" integer NOT NULL,
	"payment_event_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_paymentEventId_unique" UNIQUE("payment_event_id"),
	CONSTRAINT "credit_notes_year_sequence" UNIQUE("year","sequence"),
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "document_counters_last_positive" CHECK ("document_counters"."last" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"payment_event_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_year_sequence" UNIQUE("year","sequence")
);
--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_invoices_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."invoices"("order_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_payment_event_id_payment_events_id_fk" FOREIGN KEY ("payment_event_id") REFERENCES "public"."payment_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_event_id_payment_events_id_fk" FOREIGN KEY ("payment_event_id") REFERENCES "public"."payment_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Orders paid before invoices were numbered: numbered now, in the order they were paid (the ledger
-- entry that first brought what was paid to the order's total, by the time it was recorded), from
-- 1 in each UTC year, as domain/invoice-numbers.ts writes them.
INSERT INTO "invoices" ("order_id", "number", "year", "sequence", "payment_event_id", "issued_at")
SELECT order_id, year::text || '-' || lpad(seq::text, greatest(6, length(seq::text)), '0'), year, seq, event_id, paid_at
FROM (
  SELECT order_id, event_id, paid_at, year, row_number() OVER (PARTITION BY year ORDER BY paid_at, event_id) AS seq
  FROM (
    SELECT DISTINCT ON (p.order_id) p.order_id, e.id AS event_id, e.created_at AS paid_at,
      extract(year FROM e.created_at AT TIME ZONE 'UTC')::int AS year
    FROM (
      SELECT pe.*, sum(pe.amount_minor) FILTER (WHERE pe.kind IN ('captured', 'manual_payment'))
        OVER (PARTITION BY pe.payment_id ORDER BY pe.id) AS paid
      FROM "payment_events" pe
    ) e
    JOIN "payments" p ON p.id = e.payment_id
    JOIN "orders" o ON o.id = p.order_id
    WHERE e.kind IN ('captured', 'manual_payment') AND e.paid >= o.total_minor AND e.paid > 0
    ORDER BY p.order_id, e.id
  ) first_paid
) numbered;
--> statement-breakpoint
-- Refunds of those orders made after they were paid in full: a credit note each, in the order they were recorded.
INSERT INTO "credit_notes" ("number", "year", "sequence", "order_id", "payment_event_id", "amount_minor", "currency", "reason", "issued_at")
SELECT 'CN-' || year::text || '-' || lpad(seq::text, greatest(6, length(seq::text)), '0'), year, seq, order_id, event_id, amount_minor, currency, note, created_at
FROM (
  SELECT i.order_id, e.id AS event_id, e.amount_minor, e.currency, e.note, e.created_at,
    extract(year FROM e.created_at AT TIME ZONE 'UTC')::int AS year,
    row_number() OVER (PARTITION BY extract(year FROM e.created_at AT TIME ZONE 'UTC') ORDER BY e.created_at, e.id) AS seq
  FROM "payment_events" e
  JOIN "payments" p ON p.id = e.payment_id
  JOIN "invoices" i ON i.order_id = p.order_id
  WHERE e.kind = 'refunded' AND e.id > i.payment_event_id AND e.amount_minor > 0
) refunds;
--> statement-breakpoint
INSERT INTO "document_counters" ("series", "year", "last")
SELECT 'invoice', year, max(sequence) FROM "invoices" GROUP BY year
UNION ALL
SELECT 'credit_note', year, max(sequence) FROM "credit_notes" GROUP BY year;
--> statement-breakpoint
-- An invoice or a credit note, once issued, is never changed or removed (as the ledger, migration 0022).
CREATE FUNCTION documents_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: an issued document cannot be changed or deleted (% refused)', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_no_update_or_delete BEFORE UPDATE OR DELETE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION documents_append_only();
--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION documents_append_only();
--> statement-breakpoint
CREATE TRIGGER credit_notes_no_update_or_delete BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH STATEMENT EXECUTE FUNCTION documents_append_only();
--> statement-breakpoint
CREATE TRIGGER credit_notes_no_truncate BEFORE TRUNCATE ON credit_notes
  FOR EACH STATEMENT EXECUTE FUNCTION documents_append_only();
