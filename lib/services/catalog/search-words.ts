import "server-only";
import type { Db } from "@/lib/db/open";
import { partNumberKey } from "@/lib/contract/part-number";
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

/**
 * Turns what a buyer typed into matches. Only letters and digits reach the query (everything
 * else separates tokens), so no text can change the query's meaning. The last word also
 * matches as a prefix: the buyer may still be typing it. `asTyped` searches for the words as
 * typed, without correcting them (the buyer's "search instead for").
 */
export async function matchSearch(db: Db, text: string, asTyped = false): Promise<SearchMatch> {
  const tokens = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const whole = partNumberKey(text);
  const wholeKey = /\d/.test(whole) && whole.length >= 3 ? whole : null;
  const numberTokens = tokens.filter(looksLikeNumber);
  const wordTokens = tokens.filter((token) => !looksLikeNumber(token));
  const typed = wordTokens.map((token, index) =>
    index === wordTokens.length - 1 && token.length >= 3 ? `${token}:*` : token,
  );
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
