import "server-only";
import type { Db } from "@/lib/db/open";
import { partNumberKey } from "@/lib/text";
import { correctedWords } from "./word-corrections";

/** How a search text is matched: by number keys, by words, or both. */
export interface SearchMatch {
  /** The whole text as one number ("bp 1234" → BP1234), when it could be one. */
  wholeKey: string | null;
  /** Tokens that look like numbers (a digit, 4+ characters): each must be one of a part's. */
  numberKeys: string[];
  /** A to_tsquery text over the words (each corrected when misspelt), or null for none. */
  wordQuery: string | null;
  /** The text as searched when a word was corrected ("brkae pads" → "brake pads"), else null. */
  corrected: string | null;
}

const MIN_NUMBER_LENGTH = 4;

const looksLikeNumber = (token: string) => /\d/.test(token) && token.length >= MIN_NUMBER_LENGTH;

/** The typed text with each corrected word replaced by its correction, the rest as typed. */
function correctedText(text: string, corrections: Map<string, string>): string | null {
  if (corrections.size === 0) return null;
  return text
    .trim()
    .replace(/[A-Za-z0-9]+/g, (word) => corrections.get(word.toLowerCase()) ?? word);
}

/** The letters-and-digits tokens of a search text, in lower case (nothing else reaches a query). */
const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The words as typed for to_tsquery: the last one also as a prefix (it may be half typed). */
const typedWords = (words: string[]) =>
  words.map((token, index) =>
    index === words.length - 1 && token.length >= 3 ? `${token}:*` : token,
  );

/**
 * A search text as a `to_tsquery('english', …)` text needing every word, stemmed as the shop's
 * search stems them ("pads" finds "Pad"), without corrections or prefixes: for a table whose
 * search also matches any part of the text as typed (Manage Orders' ILIKE). Null when the text
 * has no letters or digits.
 */
export function wordsQuery(text: string): string | null {
  const words = tokensOf(text);
  return words.length > 0 ? words.join(" & ") : null;
}

/**
 * Turns what a buyer typed into matches. Only letters and digits reach the query (everything
 * else separates tokens), so no text can change the query's meaning. The last word also
 * matches as a prefix: the buyer may still be typing it. `asTyped` searches for the words as
 * typed, without correcting them (the buyer's "search instead for").
 */
export async function matchSearch(db: Db, text: string, asTyped = false): Promise<SearchMatch> {
  const tokens = tokensOf(text);
  const whole = partNumberKey(text);
  const wholeKey = /\d/.test(whole) && whole.length >= 3 ? whole : null;
  const numberTokens = tokens.filter(looksLikeNumber);
  const wordTokens = tokens.filter((token) => !looksLikeNumber(token));
  const typed = typedWords(wordTokens);
  const { terms, corrections } = asTyped
    ? { terms: typed, corrections: new Map<string, string>() }
    : await correctedWords(db, wordTokens, typed);
  return {
    wholeKey,
    numberKeys: numberTokens.map(partNumberKey),
    wordQuery: terms.length > 0 ? terms.join(" & ") : null,
    corrected: correctedText(text, corrections),
  };
}
