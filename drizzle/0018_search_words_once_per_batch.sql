-- An INSERT's words, each stemmed once per statement and only if the vocabulary lacks it:
-- stemming every word of every row, then dropping the known ones on conflict, cost about a
-- quarter of each parts-import batch of 1,000 new parts. What it stores is unchanged.
CREATE OR REPLACE FUNCTION remember_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term, stem)
  SELECT word, coalesce((SELECT lexeme FROM unnest(to_tsvector('english', word)) LIMIT 1), word)
  FROM (
    SELECT DISTINCT word
    FROM new_rows, part_search_words(new_rows.product_name, new_rows.brand, new_rows.category, new_rows.product_description, new_rows.specs) AS word
  ) AS words
  WHERE NOT EXISTS (SELECT FROM search_terms WHERE search_terms.term = words.word)
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END $$;
