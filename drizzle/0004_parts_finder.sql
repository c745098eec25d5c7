CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"stem" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "part_number" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "part_number_key" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "oem_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "number_keys" text[];--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "specs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Parts listed before this migration get a number made from their id, the "Other" category and the house brand.
UPDATE "parts" SET "part_number" = 'RP-' || upper(left(replace("id", '-', ''), 10)) WHERE "part_number" IS NULL;--> statement-breakpoint
UPDATE "parts" SET "part_number_key" = regexp_replace(upper("part_number"), '[^A-Z0-9]', '', 'g'), "brand" = coalesce("brand", 'Redline'), "category" = coalesce("category", 'Other › General') WHERE "part_number_key" IS NULL;--> statement-breakpoint
UPDATE "parts" SET "number_keys" = ARRAY["part_number_key"] WHERE "number_keys" IS NULL;--> statement-breakpoint
ALTER TABLE "parts" ALTER COLUMN "part_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ALTER COLUMN "part_number_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ALTER COLUMN "brand" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ALTER COLUMN "category" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ALTER COLUMN "number_keys" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', product_name), 'A') || setweight(to_tsvector('english', brand || ' ' || category), 'B') || setweight(jsonb_to_tsvector('english', specs, '["string"]'), 'C') || setweight(to_tsvector('english', product_description), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_stem_idx" ON "search_terms" USING btree ("stem");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_part_number_key_idx" ON "parts" USING btree ("part_number_key");--> statement-breakpoint
CREATE INDEX "parts_part_number_prefix_idx" ON "parts" USING btree ("part_number_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parts_number_keys_idx" ON "parts" USING gin ("number_keys");--> statement-breakpoint
CREATE INDEX "parts_search_vector_idx" ON "parts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "parts_category_brand_idx" ON "parts" USING btree ("category","brand");--> statement-breakpoint
CREATE INDEX "parts_brand_idx" ON "parts" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "parts_price_idx" ON "parts" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "parts_name_idx" ON "parts" USING btree ("product_name");--> statement-breakpoint
-- Typo candidates are looked up among words of about the same length that start alike.
CREATE INDEX "search_terms_shape_idx" ON "search_terms" USING btree (left("term", 1), length("term"));--> statement-breakpoint
-- The words of a part that search can correct a misspelling to: letters-only words of 3+ characters.
CREATE FUNCTION part_search_words(name text, brand text, category text, description text, specs jsonb) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(name || ' ' || brand || ' ' || category || ' ' || description || ' ' || coalesce((SELECT string_agg((spec->>'name') || ' ' || (spec->>'value'), ' ') FROM jsonb_array_elements(specs) AS spec), '')), '[^a-z]+') AS word WHERE length(word) >= 3
$$;--> statement-breakpoint
CREATE FUNCTION remember_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term, stem)
  SELECT DISTINCT ON (word) word, coalesce((SELECT lexeme FROM unnest(to_tsvector('english', word)) LIMIT 1), word)
  FROM new_rows, part_search_words(new_rows.product_name, new_rows.brand, new_rows.category, new_rows.product_description, new_rows.specs) AS word
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER parts_inserted_search_terms AFTER INSERT ON parts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION remember_search_terms();--> statement-breakpoint
-- Row by row for updates: only a change of the words (not of stock, on every order) runs it.
CREATE FUNCTION remember_row_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term, stem)
  SELECT word, coalesce((SELECT lexeme FROM unnest(to_tsvector('english', word)) LIMIT 1), word)
  FROM part_search_words(NEW.product_name, NEW.brand, NEW.category, NEW.product_description, NEW.specs) AS word
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER parts_updated_search_terms AFTER UPDATE OF product_name, brand, category, product_description, specs ON parts FOR EACH ROW EXECUTE FUNCTION remember_row_search_terms();--> statement-breakpoint
INSERT INTO search_terms (term, stem) SELECT DISTINCT ON (word) word, coalesce((SELECT lexeme FROM unnest(to_tsvector('english', word)) LIMIT 1), word) FROM parts, part_search_words(parts.product_name, parts.brand, parts.category, parts.product_description, parts.specs) AS word ON CONFLICT (term) DO NOTHING;
