// The finder requests the catalog bench times: ~200 of each kind, varied (made from the filler's
// own vocabulary and from numbers sampled out of the database) so that no two are alike, each
// with what its answer must hold.
import { BRANDS, KINDS } from "./catalog-vocabulary.mjs";

export const REQUESTS_PER_SEARCH = 200;
export const WARM_UP_REQUESTS = 5;

/** The same requests on every run, so two runs (or two databases) are compared like for like. */
export function seededRandom(seed = 13) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const GENERIC = new Set(["set", "kit", "pair", "with", "and", "for"]);
const wordsOf = (text) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3 && !GENERIC.has(word));
const keyOf = (text) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
const groupOf = (category) => category.split(" › ")[0];
const query = (pathname, params) => `${pathname}?${new URLSearchParams(params)}`;

/** Two words that one part's name holds together: a qualifier and a noun, or two nouns. */
function wordPairs() {
  const pairs = [];
  for (const kind of KINDS) {
    for (const noun of kind.nouns) {
      const nounWords = wordsOf(noun);
      const head = nounWords.at(-1);
      if (nounWords.length >= 2) pairs.push([nounWords[0], head]);
      for (const qualifier of kind.qualifiers) {
        const word = wordsOf(qualifier).at(-1);
        if (word && head && word !== head) pairs.push([word, head]);
      }
    }
  }
  return [...new Map(pairs.map((pair) => [pair.join(" "), pair])).values()];
}

/** A misspelling of a word of 5+ letters that keeps its first letter: swapped, dropped or doubled. */
function misspell(word, how, random) {
  const at = 1 + Math.floor(random() * (word.length - 2));
  if (how === 0 && word[at] !== word[at + 1])
    return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (how === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at] + word.slice(at);
}

const NUMBER_SPELLINGS = [
  (number) => number.replace(/[^A-Za-z0-9]/g, ""),
  (number) => number.toLowerCase(),
  (number) => number.replace(/[^A-Za-z0-9]+/g, " ").toLowerCase(),
  (number) => number.replace(/[^A-Za-z0-9]+/g, "-"),
  (number) => ` ${number.replace(/[^A-Za-z0-9]/g, "").toLowerCase()} `,
];

/** Another way of writing a number than as stored (the one as stored when all agree). */
function respell(number, index) {
  for (let step = 0; step < NUMBER_SPELLINGS.length; step += 1) {
    const spelt = NUMBER_SPELLINGS[(index + step) % NUMBER_SPELLINGS.length](number);
    if (spelt.trim() !== number) return spelt;
  }
  return number;
}

const hasNumber = (part, key) =>
  [part.partNumber, ...part.oemNumbers].some((n) => keyOf(n) === key);
// A word's first four letters: "pads" is found in "Brake Pad Set" (search stems words too).
const mentions = (part, word) => JSON.stringify(part).toLowerCase().includes(word.slice(0, 4));
const found = (parts) => Array.isArray(parts) && parts.length > 0;

const times = (count, make) => Array.from({ length: count }, (_, index) => make(index));
const shuffled = (items, random) =>
  items
    .map((item) => [random(), item])
    .sort((a, b) => a[0] - b[0])
    .map(([, item]) => item);

/**
 * Each search's requests ({ path, expect(answer) → true when the answer is right }), `count`
 * of each. `samples` are filler parts from the database:
 * { partNumber, oemNumbers, category, brand, price }.
 */
export function finderSearches(samples, count, random = seededRandom()) {
  const sample = (index) => samples[index % samples.length];
  const pairs = shuffled(wordPairs(), random);
  const pair = (index) => pairs[index % pairs.length];
  const combos = shuffled(
    KINDS.flatMap((kind) => BRANDS.map((brand) => ({ kind, brand }))),
    random,
  );
  return {
    "part number (q=BP-100123 in assorted spellings)": times(count, (index) => {
      const { partNumber } = sample(index);
      return {
        path: query("/api/parts", { q: respell(partNumber, index) }),
        expect: (parts) => found(parts) && keyOf(parts[0].partNumber) === keyOf(partNumber),
      };
    }),
    "OEM number (q=04465-00123 spelt otherwise)": times(count, (index) => {
      const { oemNumbers } = sample(index + 7);
      const number = oemNumbers[index % oemNumbers.length];
      return {
        path: query("/api/parts", { q: respell(number, index) }),
        expect: (parts) => found(parts) && hasNumber(parts[0], keyOf(number)),
      };
    }),
    "two words (q=ceramic pads, q=oil filter…)": times(count, (index) => {
      const [first, second] = pair(index);
      return {
        path: query("/api/parts", { q: index % 2 ? `${first} ${second}` : `${second} ${first}` }),
        expect: (parts) => found(parts) && mentions(parts[0], first) && mentions(parts[0], second),
      };
    }),
    "typo (q=brkae pads, q=fliter oil…)": times(count, (index) => {
      const words = pair(index + 3);
      const typoAt = words[0].length >= words[1].length ? 0 : 1;
      const typo = words.map((word, at) =>
        at === typoAt && word.length >= 5 ? misspell(word, index % 3, random) : word,
      );
      return {
        path: query("/api/parts", { q: typo.join(" ") }),
        expect: (parts) => found(parts) && mentions(parts[0], words[typoAt]),
      };
    }),
    "category + brand + price (a leaf, a brand, a $60–80 range)": times(count, (index) => {
      // A sampled part's category and brand, and a price range around its price: never empty.
      const { category, brand, price } = sample(index + 13);
      const minPrice = Math.max(1, Math.floor(Number(price)) - 10 - (index % 4) * 5);
      const maxPrice = minPrice + [60, 70, 80][index % 3];
      return {
        path: query("/api/parts", { category, brand, minPrice, maxPrice }),
        expect: (parts) =>
          found(parts) &&
          parts.every(
            (part) =>
              part.category === category &&
              part.brand === brand &&
              part.price >= minPrice &&
              part.price <= maxPrice,
          ),
      };
    }),
    "facets (q=brake; and with category, brand, price)": times(count, (index) => {
      const [word] = pair(index + 11);
      const { kind, brand } = combos[(index * 7) % combos.length];
      const head = wordsOf(kind.nouns[0]).at(-1);
      const params = [
        { q: word },
        { q: head, category: groupOf(kind.category), brand },
        { q: head, category: kind.category, minPrice: 10, maxPrice: 80 },
        { q: word.slice(0, 4), inStock: 1 },
      ][index % 4];
      return {
        path: query("/api/parts/facets", params),
        expect: (facets) => facets.categories.length > 0 && facets.price.min !== null,
      };
    }),
  };
}
