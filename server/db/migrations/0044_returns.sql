CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"paid_minor" integer NOT NULL,
	"restocked" boolean DEFAULT false NOT NULL,
	"exchange_variant_id" integer,
	"exchange_metal" text,
	"exchange_size" text,
	"exchange_price_minor" integer,
	"exchange_stock_id" integer,
	"exchange_made_to_order" boolean,
	CONSTRAINT "return_lines_quantity_positive" CHECK ("return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer DEFAULT nextval('return_number_seq') NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"wanted" text NOT NULL,
	"reason" text NOT NULL,
	"reason_text" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_bytes" integer DEFAULT 0 NOT NULL,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"condition" text,
	"certificate_present" boolean,
	"packaging_present" boolean,
	"inspection_notes" text DEFAULT '' NOT NULL,
	"paid_minor" integer NOT NULL,
	"resolved_minor" integer,
	"fee_minor" integer DEFAULT 0 NOT NULL,
	"exchange_order_id" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"inspected_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_exchange_variant_id_product_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_exchange_stock_id_variant_stock_id_fk" FOREIGN KEY ("exchange_stock_id") REFERENCES "public"."variant_stock"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_exchange_order_id_orders_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_lines_return_id_index" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_item_id_index" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "returns_order_id_index" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_customer_id_index" ON "returns" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "returns_state_created_at_idx" ON "returns" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "returns_idempotency_idx" ON "returns" USING btree ("customer_id","idempotency_key");