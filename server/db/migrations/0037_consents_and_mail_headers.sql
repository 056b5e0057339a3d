CREATE TABLE "consent_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"given" boolean NOT NULL,
	"how" text NOT NULL,
	"words_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_given_names_words" CHECK (NOT "consents"."given" OR "consents"."words_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "newsletter_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"how" text NOT NULL,
	"words_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_requests_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_words_id_consent_words_id_fk" FOREIGN KEY ("words_id") REFERENCES "public"."consent_words"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_words_topic_version_index" ON "consent_words" USING btree ("topic","version");--> statement-breakpoint
CREATE INDEX "consents_email_lower_idx" ON "consents" USING btree (lower("email"),"at");--> statement-breakpoint
CREATE INDEX "newsletter_requests_email_lower_idx" ON "newsletter_requests" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_requests_expires_at_index" ON "newsletter_requests" USING btree ("expires_at");