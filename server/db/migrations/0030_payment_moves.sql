CREATE TABLE "payment_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"move" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_digest" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"asked_until" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_moves_amount_not_negative" CHECK ("payment_moves"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_moves" ADD CONSTRAINT "payment_moves_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_moves" ADD CONSTRAINT "payment_moves_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_moves_key_idx" ON "payment_moves" USING btree ("payment_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_moves_pending_idx" ON "payment_moves" USING btree ("created_at") WHERE "payment_moves"."state" = 'pending';