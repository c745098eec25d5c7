-- The keys (letters and digits only, upper-case) of the number-like words in a text: runs of
-- letters and digits joined by dashes, dots or slashes that hold a digit and 4+ characters.
CREATE FUNCTION number_mentions(body text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT key), '{}'::text[]) FROM (
    SELECT regexp_replace(upper(found[1]), '[^A-Z0-9]', '', 'g') AS key
    FROM regexp_matches(body, '([A-Za-z0-9]+(?:[-./][A-Za-z0-9]+)*)', 'g') AS found
  ) AS words WHERE key ~ '[0-9]' AND length(key) >= 4
$$;--> statement-breakpoint
DROP INDEX "parts_name_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "mentioned_keys" text[] GENERATED ALWAYS AS (number_mentions(product_name || ' ' || product_description)) STORED;--> statement-breakpoint
CREATE INDEX "parts_mentioned_keys_idx" ON "parts" USING gin ("mentioned_keys");--> statement-breakpoint
CREATE INDEX "parts_name_idx" ON "parts" USING btree (lower("product_name"));--> statement-breakpoint
-- Searches read these on every request and parts are written rarely: new entries go straight
-- into the index, not into a pending list every search would scan until the next vacuum.
ALTER INDEX "parts_number_keys_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "parts_mentioned_keys_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "parts_search_vector_idx" SET (fastupdate = off);--> statement-breakpoint
-- Misspelt words whose first letter is wrong are found among the vocabulary by trigrams.
CREATE INDEX "search_terms_trigram_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
