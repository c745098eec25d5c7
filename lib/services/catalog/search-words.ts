import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { rowsOf } from "@/lib/db/rows";
import { partNumberKey } from "@/lib/contract/part-number";

/** How a search text is matched: by number keys, by words, or both. */
export interface SearchMatch {
  /** The whole text as one number ("bp 1234" → BP1234), when it could be one. */
  wholeKey: string | null;
  /** Tokens that look like numbers (a digit, 4+ characters): each must be one of a part's. */
  numberKeys: string[];
  /** A to_tsquery text over the words (each corrected when misspelt), or null for none. */
  wordQuery: string | null;
}

/** A text[] of these values, one parameter each (an array in drizzle's sql`` is spread). */
export const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const MIN_NUMBER_LENGTH = 4;
const CORRECTIONS_PER_WORD = 5;

const looksLikeNumber = (token: string) => /\d/.test(token) && token.length >= MIN_NUMBER_LENGTH;

/**
 * The vocabulary's verdict on each word: known as written (or by its stem), or the nearest
 * words spelt alike: candidates start with the same letter or share enough trigrams (pg_trgm's
 * `%`, so "vrake" still meets "brake"), then within 1 edit for short words and 2 for longer
 * ones. Only the nearest are kept: a word that starts alike before one that does not ("fliter"
 * is "filter", not "liter"), then the fewest edits ("brcket" is "bracket", not also "brakes").
 */
async function correctWords(db: Db, words: string[]): Promise<Map<string, string[] | null>> {
  if (words.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT w.word,
      EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w.word OR t.stem = w.stem) AS known,
      ARRAY(
        SELECT near.term FROM (
          SELECT t.term, near_rank.value AS rank, min(near_rank.value) OVER () AS nearest
          FROM search_terms t,
            LATERAL (SELECT levenshtein(t.term, w.word)
              + CASE WHEN left(t.term, 1) = left(w.word, 1) THEN 0 ELSE 10 END AS value) AS near_rank
          WHERE (left(t.term, 1) = left(w.word, 1) OR t.term % w.word)
            AND length(t.term) BETWEEN length(w.word) - w.edits AND length(w.word) + w.edits
            AND levenshtein_less_equal(t.term, w.word, w.edits) <= w.edits
        ) AS near
        WHERE near.rank = near.nearest
        ORDER BY near.term
        LIMIT ${CORRECTIONS_PER_WORD}
      ) AS near
    FROM (
      SELECT word,
        coalesce((SELECT lexeme FROM unnest(to_tsvector('english', word)) LIMIT 1), word) AS stem,
        CASE WHEN length(word) <= 4 THEN 1 ELSE 2 END AS edits
      FROM unnest(${textArray(words)}) AS word
    ) AS w`);
  const rows = rowsOf<{ word: string; known: boolean; near: string[] }>(result);
  return new Map(rows.map((row) => [row.word, row.known ? null : row.near]));
}

/**
 * Turns what a buyer typed into matches. Only letters and digits reach the query (everything
 * else separates tokens), so no text can change the query's meaning. The last word also
 * matches as a prefix: the buyer may still be typing it.
 */
export async function matchSearch(db: Db, text: string): Promise<SearchMatch> {
  const tokens = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const whole = partNumberKey(text);
  const wholeKey = /\d/.test(whole) && whole.length >= 3 ? whole : null;
  const numberTokens = tokens.filter(looksLikeNumber);
  const wordTokens = tokens.filter((token) => !looksLikeNumber(token));
  const letterWords = wordTokens.filter((token) => /^[a-z]{3,}$/.test(token));
  const corrections = await correctWords(db, [...new Set(letterWords)]);
  const terms = wordTokens.map((token, index) => {
    const prefix = index === wordTokens.length - 1 && token.length >= 3 ? ":*" : "";
    const near = corrections.get(token);
    if (!near || near.length === 0) return `${token}${prefix}`;
    return `(${[`${token}${prefix}`, ...near].join(" | ")})`;
  });
  return {
    wholeKey,
    numberKeys: numberTokens.map(partNumberKey),
    wordQuery: terms.length > 0 ? terms.join(" & ") : null,
  };
}
