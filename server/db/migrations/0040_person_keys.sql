CREATE TABLE "person_keys" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"wrapped_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forgotten_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "person_keys" ADD CONSTRAINT "person_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;