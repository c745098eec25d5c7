// The bench catalog's filler parts, made by the database in one INSERT … SELECT so that 100,000
// take seconds: each part's words, brand, numbers and specs are picked from the vocabulary by its
// serial number n, so the catalog reads like a real one (what search is measured on).
import { BRANDS, CARS, KINDS, SENTENCES, WARRANTIES, YEARS } from "./catalog-vocabulary.mjs";

/** Filler numbers start here ("BP-100001"), clear of the demo parts' four-digit ones. */
export const FILLER_NUMBER_BASE = 100_000;

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;
const textArray = (values) => `ARRAY[${values.map(literal).join(", ")}]::text[]`;
/** The element of an array column that `index` picks, wrapping around. */
const pick = (array, index) => `${array}[1 + (${index}) % cardinality(${array})]`;

const kindRows = KINDS.map(
  (kind, k) =>
    `(${k}, ${literal(kind.category)}, ${literal(kind.prefix)}, ${literal(kind.image)}, ` +
    `${textArray(kind.qualifiers)}, ${textArray(kind.nouns)}, ${textArray(kind.positions)}, ` +
    `${literal(kind.specName)}, ${textArray(kind.specValues)})`,
);

// Four makers' ways of writing a number (Toyota, VW, GM, BMW); a part has 2 or 3 of them.
const OEM_FORMATS = `ARRAY[
      lpad((4465 + k * 17)::text, 5, '0') || '-' || lpad((n % 100000)::text, 5, '0'),
      '1K0 ' || (600 + k) || ' ' || lpad((n / 26 % 1000)::text, 3, '0') || ' ' || chr(65 + n % 26),
      (12000000 + n * 3)::text,
      '34 11 ' || regexp_replace((6000000 + n)::text, '^(.)(...)(...)$', '\\1 \\2 \\3')
    ]`;

const numberKey = (column) => `regexp_replace(upper(${column}), '[^A-Z0-9]', '', 'g')`;

/**
 * The INSERT of `count` filler parts. search_vector is generated, and the table's statement
 * trigger adds the new words to the search vocabulary.
 */
export function fillerSql(count) {
  if (!Number.isInteger(count) || count < 1) throw new Error(`Bad part count: ${count}`);
  const K = KINDS.length;
  return `
WITH kinds (k, category, prefix, image, qualifiers, nouns, positions, spec_name, spec_values) AS (
  VALUES ${kindRows.join(",\n    ")}
), lists AS (
  SELECT ${textArray(BRANDS)} AS brands, ${textArray(CARS)} AS cars, ${textArray(YEARS)} AS years,
    ${textArray(SENTENCES)} AS sentences, ${textArray(WARRANTIES)} AS warranties
), picked AS (
  SELECT n, kinds.*, lists.*,
    ${pick("qualifiers", `n / ${K}`)} AS qualifier,
    ${pick("nouns", `n / ${K * 5}`)} AS noun,
    ${pick("positions", `n / ${K * 3}`)} AS position,
    ${pick("cars", `n * 7 + n / ${K}`)} AS car,
    ${pick("brands", `n / ${K} + n / ${K * 14} * 3 + k`)} AS brand,
    prefix || '-' || (${FILLER_NUMBER_BASE} + n) AS part_number,
    ${OEM_FORMATS} AS formats
  FROM generate_series(1, ${count}) AS n
  JOIN kinds ON kinds.k = n % ${K}
  CROSS JOIN lists
), made AS (
  SELECT *,
    ARRAY[formats[1 + n % 4], formats[1 + (n + 1) % 4]]
      || CASE WHEN n % 3 <> 0 THEN ARRAY[formats[1 + (n + 2) % 4]] ELSE '{}'::text[] END AS oem
  FROM picked
)
INSERT INTO parts (id, product_name, product_description, price_cents, order_qty, available_qty,
  image, creator_name, creator_uid, created_at, part_number, part_number_key, brand, category,
  oem_numbers, number_keys, specs)
SELECT gen_random_uuid()::text,
  concat_ws(' ', qualifier, nullif(position, ''), noun),
  'Fits ' || car || ' ' || ${pick("years", "n / 11")} || '. ' || ${pick("sentences", "n")}
    || ' ' || ${pick("sentences", `n + 1 + n / 12 % 11`)},
  400 + (n * 7919) % 25000, 10 + n % 100, 1000 + (n * 13) % 9000,
  '/images/parts/' || image || '.svg', 'Bench', 'bench', now() - (n || ' minutes')::interval,
  part_number, ${numberKey("part_number")}, brand, category, oem,
  ARRAY(SELECT DISTINCT ${numberKey("x")} FROM unnest(part_number || oem) AS x),
  jsonb_build_array(
    CASE WHEN position <> '' THEN jsonb_build_object('name', 'Position', 'value', position)
      ELSE jsonb_build_object('name', 'Warranty', 'value', ${pick("warranties", "n")}) END,
    jsonb_build_object('name', spec_name, 'value', ${pick("spec_values", "n / 7")})
  ) || CASE WHEN n % 2 = 0 THEN jsonb_build_array(jsonb_build_object('name', 'Fits', 'value', car))
    ELSE '[]'::jsonb END
FROM made`;
}
