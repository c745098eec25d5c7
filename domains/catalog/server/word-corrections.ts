import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { rowsOf } from "@/lib/db/rows";
import { parts } from "@/models";
import { onSearchIndexes } from "./text-index-plan";
import { spellingsOf, type Candidate, type Spelling } from "./word-spellings";

/** Past this many doubtful words in one search, the rest take their nearest spellings unchecked. */
const CHECKED_WORDS_MAX = 4;
/** Matches enough to tell a spelling that goes with the other words from one that barely does. */
const ENOUGH_MATCHES = 20;

/** How many parts (up to ENOUGH_MATCHES) each to_tsquery text finds, in one statement. */
async function matchCounts(db: Db, queries: string[]): Promise<number[]> {
  if (queries.length === 0) return [];
  const counts = queries.map(
    (query) => sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${parts}
      WHERE ${parts.searchVector} @@ to_tsquery('english', ${query}) LIMIT ${ENOUGH_MATCHES}) AS found)`,
  );
  const result = await onSearchIndexes(
    db,
    (tx) => tx.execute(sql`SELECT ARRAY[${sql.join(counts, sql`, `)}]::int[] AS counts`),
    { bitmapsOnly: true },
  );
  return rowsOf<{ counts: number[] }>(result)[0]?.counts ?? [];
}

const nearest = (candidates: Candidate[]) =>
  candidates.filter(({ distance }) => distance === candidates[0]?.distance).map(({ term }) => term);

/**
 * Which corrections a doubtful word takes, given how many parts each option finds with the
 * other words: none when the word as typed finds some (by its stem: "hosing" is "hose"; or as
 * the prefix being typed); else, of the nearest spellings that find any, the ones that find the
 * most ("styel axle" is "style axle", not "steel axle"); nearest spellings when none finds any
 * (or when they were not counted).
 */
export function chosenCorrections(typedFinds: number, candidates: Candidate[], finds: number[]) {
  if (typedFinds > 0) return [];
  const counted = candidates.map((candidate, at) => ({ ...candidate, finds: finds[at] ?? 0 }));
  for (const distance of new Set(candidates.map((candidate) => candidate.distance))) {
    const found = counted.filter((c) => c.distance === distance && c.finds > 0);
    const most = Math.max(0, ...found.map((candidate) => candidate.finds));
    if (most > 0) return found.filter((c) => c.finds === most).map(({ term }) => term);
  }
  return nearest(candidates);
}

const either = (typed: string, corrections: string[]) =>
  corrections.length === 0 ? typed : `(${[typed, ...corrections].join(" | ")})`;

/**
 * What to count for a doubtful word: the word as typed when it may find parts at all, and its
 * spellings when there is a choice between them; each with the other words as loosely as they
 * may end up (a known word as written, exact: its prefix only costs the index more).
 */
function probesOf(
  word: string,
  tokens: string[],
  typed: string[],
  spellings: Map<string, Spelling>,
) {
  const at = tokens.indexOf(word);
  const spelling = spellings.get(word);
  if (!spelling) return [];
  const others = tokens.flatMap((token, index) => {
    const other = spellings.get(token);
    if (index === at) return [];
    if (!other || other.known) return [other ? token : (typed[index] ?? token)];
    const spelt = other.candidates.map(({ term }) => term);
    const forms = other.mayFindAsTyped ? [typed[index] ?? token, ...spelt] : spelt;
    return forms.length > 0 ? [`(${forms.join(" | ")})`] : [typed[index] ?? token];
  });
  const options = [
    ...(spelling.mayFindAsTyped ? [typed[at] ?? word] : []),
    ...(spelling.candidates.length > 1 ? spelling.candidates.map(({ term }) => term) : []),
  ];
  return options.map((option) => ({ word, option, query: [option, ...others].join(" & ") }));
}

/**
 * Each word token as it goes into the to_tsquery text (`terms`): `typed` (its form as typed, a
 * prefix for the last word) alone, or or'ed with its corrections when the vocabulary does not
 * hold it. Whether a correction is needed, and which, is judged by what it finds with the other
 * words. `corrections` names each corrected word's nearest spelling, to tell the buyer.
 */
export async function correctedWords(db: Db, tokens: string[], typed: string[]) {
  const correctable = [...new Set(tokens.filter((token) => /^[a-z]{3,}$/.test(token)))];
  const prefixes = new Set(tokens.filter((token, at) => typed[at]?.endsWith(":*")));
  const spellings = await spellingsOf(db, correctable, prefixes);
  const doubtful = correctable.filter((word) => !spellings.get(word)?.known);
  const checked = doubtful.slice(0, CHECKED_WORDS_MAX);
  const probes = checked.flatMap((word) => probesOf(word, tokens, typed, spellings));
  const counts = await matchCounts(
    db,
    probes.map(({ query }) => query),
  );
  const found = (word: string, option: string) =>
    counts[probes.findIndex((probe) => probe.word === word && probe.option === option)] ?? 0;
  const chosen = new Map<string, string[]>();
  for (const word of doubtful) {
    const candidates = spellings.get(word)?.candidates ?? [];
    const at = tokens.indexOf(word);
    chosen.set(
      word,
      checked.includes(word)
        ? chosenCorrections(
            found(word, typed[at] ?? word),
            candidates,
            candidates.map(({ term }) => found(word, term)),
          )
        : nearest(candidates),
    );
  }
  const corrections = new Map<string, string>();
  for (const [word, spellings] of chosen) if (spellings[0]) corrections.set(word, spellings[0]);
  return {
    terms: tokens.map((token, at) => either(typed[at] ?? token, chosen.get(token) ?? [])),
    corrections,
  };
}
