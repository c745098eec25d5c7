-- Uploaded images in the database when the shop runs on a PostgreSQL server (issue 17: several
-- instances must serve what any of them stored); the embedded database keeps them on disk.
CREATE TABLE "stored_images" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
