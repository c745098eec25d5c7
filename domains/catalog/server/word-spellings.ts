import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { rowsOf } from "@/lib/db/rows";
import { editDistance } from "./edit-distance";
import { textArray } from "@/lib/db/text-array";

/** A vocabulary word spelt like a search word, and how far: its edits, 10 more for another first letter. */
export interface Candidate {
  term: string;
  distance: number;
}

/** What the vocabulary (search_terms) says of a search word. */
export interface Spelling {
  /** The vocabulary holds it as written: it needs no correction. */
  known: boolean;
  /** Its stem (or, for a prefix, a stem it starts) is a catalog word's: it may find parts as typed. */
  mayFindAsTyped: boolean;
  /** Words spelt like it, nearest first (none when known). */
  candidates: Candidate[];
}

const CORRECTIONS_PER_WORD = 5;
const OTHER_FIRST_LETTER = 10;

const maxEdits = (word: string) => (word.length <= 4 ? 1 : 2);

function nearestFirst(word: string, near: string[]): Candidate[] {
  return near
    .map((term) => ({ term, edits: editDistance(term, word) }))
    .filter(({ edits }) => edits <= maxEdits(word))
    .map(({ term, edits }) => ({
      term,
      distance: edits + (term[0] === word[0] ? 0 : OTHER_FIRST_LETTER),
    }))
    .sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term))
    .slice(0, CORRECTIONS_PER_WORD);
}

/**
 * The vocabulary's verdict on each word (`prefixes`: the words also matched as a prefix).
 * Candidates start with the same letter or share enough trigrams (pg_trgm's `%`, so "vrake"
 * still meets "brake"), have about the same length, and are within one more edit than allowed
 * to `levenshtein` (a swap of two letters costs it two); editDistance() then keeps those within
 * 1 edit for short words and 2 for longer ones. Stop words never correct anything.
 */
export async function spellingsOf(
  db: Db,
  words: string[],
  prefixes: ReadonlySet<string>,
): Promise<Map<string, Spelling>> {
  if (words.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT w.word, w.known,
      w.known OR EXISTS (SELECT 1 FROM search_terms t WHERE t.stem = w.stem)
        OR (w.word = ANY(${textArray([...prefixes])})
          AND EXISTS (SELECT 1 FROM search_terms t WHERE t.stem LIKE w.stem || '%')) AS "mayFind",
      CASE WHEN w.known THEN '{}'::text[] ELSE ARRAY(
        SELECT t.term FROM search_terms t
        WHERE (left(t.term, 1) = left(w.word, 1) OR t.term % w.word)
          AND length(t.term) BETWEEN length(w.word) - w.edits AND length(w.word) + w.edits
          AND levenshtein_less_equal(t.term, w.word, w.edits + 1) <= w.edits + 1
          AND length(to_tsvector('english', t.term)) > 0
        ORDER BY levenshtein(t.term, w.word), t.term
        LIMIT 30) END AS near
    FROM (
      SELECT word, EXISTS (SELECT 1 FROM search_terms t WHERE t.term = word) AS known,
        coalesce((SELECT lexeme FROM unnest(to_tsvector('english', word)) LIMIT 1), word) AS stem,
        CASE WHEN length(word) <= 4 THEN 1 ELSE 2 END AS edits
      FROM unnest(${textArray(words)}) AS word
    ) AS w`);
  const rows = rowsOf<{ word: string; known: boolean; mayFind: boolean; near: string[] }>(result);
  return new Map(
    rows.map(({ word, known, mayFind, near }) => [
      word,
      { known, mayFindAsTyped: mayFind, candidates: nearestFirst(word, near) },
    ]),
  );
}
