CREATE TABLE "uploaded_images" (
	"file" text PRIMARY KEY NOT NULL,
	"widths" smallint[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
