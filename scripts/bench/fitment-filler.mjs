// The bench's vehicles and fitment at the issue's scale, made by the database (INSERT … SELECT
// over generate_series) so that millions of rows take seconds: 20,000 vehicles (base vehicles of
// 400 model lines over up to 15 years, three engine configurations each) and ~30 fitment rows a
// filler part, skewed like real catalogues (filters and wipers fit hundreds of vehicles, brake
// pads a handful), a few hundred universal parts and some parts with no fitment at all.

/** Vehicle rows per category group, before scaling to the wanted total: the skew of real data. */
const GROUP_WEIGHTS = {
  Filters: 120,
  Wipers: 90,
  Lighting: 80,
  Ignition: 45,
  Electrical: 30,
  Cooling: 25,
  Engine: 20,
  Suspension: 10,
  Drivetrain: 8,
  Brakes: 5,
};
/** Groups whose parts fit engines: their rows are on engine configurations, not base vehicles. */
const ENGINE_GROUPS = ["Ignition", "Engine"];
const MAKES = [
  "Acura",
  "Alfa Romeo",
  "Audi",
  "BMW",
  "Buick",
  "Cadillac",
  "Chevrolet",
  "Chrysler",
  "Dodge",
  "Fiat",
  "Ford",
  "Genesis",
  "GMC",
  "Honda",
  "Hyundai",
  "Infiniti",
  "Jaguar",
  "Jeep",
  "Kia",
  "Land Rover",
  "Lexus",
  "Lincoln",
  "Mazda",
  "Mercedes-Benz",
  "Mini",
  "Mitsubishi",
  "Nissan",
  "Opel",
  "Peugeot",
  "Porsche",
  "Ram",
  "Renault",
  "Seat",
  "Skoda",
  "Subaru",
  "Suzuki",
  "Tesla",
  "Toyota",
  "Volkswagen",
  "Volvo",
];
// Made-up model names, so no bench vehicle is one of the demo's (their identity is unique).
const MODELS = [
  "Aria",
  "Bolt Line",
  "Crest",
  "Dune",
  "Echo",
  "Flare",
  "Grove",
  "Haven",
  "Ion",
  "Jade",
];
const ENGINES = [
  "1.0L L3 Turbo",
  "1.5L L4",
  "1.5L L4 Turbo",
  "1.8L L4",
  "2.0L L4",
  "2.0L L4 Turbo",
  "2.5L L4",
  "2.7L V6 Turbo",
  "3.0L V6 Turbo Diesel",
  "3.5L V6",
  "5.0L V8",
  "5.7L V8",
];
const LAST_YEAR = 2024;
const MAX_YEARS = 15;
const CONFIGURATIONS = 3;
/** One filler part in this many is universal (100,000 parts: a few hundred). */
export const UNIVERSAL_EVERY = 300;
/** One filler part in this many has no fitment data (the shop says "unknown"). */
const UNKNOWN_EVERY = 12;
const NOTES = ["with A/C", "from VIN 5F…", "2-piece rotor", "with towing package"];

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;
const textArray = (values) => `ARRAY[${values.map(literal).join(", ")}]::text[]`;
const slug = (column) =>
  `trim(both '-' from regexp_replace(lower(${column}), '[^a-z0-9]+', '-', 'g'))`;

/**
 * Base vehicles of 400 model lines (each from a year between 2010 and 2015 to 2024) and three
 * engine configurations per base vehicle: 4 × 5,000 = 20,000 records with the demo's.
 */
export function vehiclesSql() {
  const lines = MAKES.length * MODELS.length;
  return `
WITH base AS (
  SELECT make, model, year
  FROM generate_series(0, ${lines - 1}) AS line,
    LATERAL (SELECT (${textArray(MAKES)})[1 + line / ${MODELS.length}] AS make,
      (${textArray(MODELS)})[1 + line % ${MODELS.length}] AS model) AS names,
    generate_series(${LAST_YEAR - MAX_YEARS + 1} + line % 6, ${LAST_YEAR}) AS year
), records AS (
  SELECT make, model, year, '' AS engine FROM base
  UNION ALL
  SELECT make, model, year,
    (${textArray(ENGINES)})[1 + ((hashtext(make || model) + c * 5) % ${ENGINES.length} + ${ENGINES.length}) % ${ENGINES.length}]
  FROM base, generate_series(0, ${CONFIGURATIONS - 1}) AS c
)
INSERT INTO vehicles (id, year, make, model, submodel, engine, make_slug, model_slug)
SELECT gen_random_uuid()::text, year, make, model, '', engine, ${slug("make")}, ${slug("model")}
FROM records
ON CONFLICT DO NOTHING`;
}

const weightCase = () =>
  `CASE split_part(category, ' › ', 1) ${Object.entries(GROUP_WEIGHTS)
    .map(([group, weight]) => `WHEN ${literal(group)} THEN ${weight}`)
    .join(" ")} ELSE 10 END`;

/**
 * About `rows` fitment rows over the bench's filler parts: each part fits a run of consecutive
 * records (a model line's years, then the next line's: platforms shared across models) of base
 * vehicles, or of engine configurations for engine parts, starting at a place its id decides.
 */
export function fitmentSql(rows) {
  return `
WITH numbered AS (
  SELECT id, engine <> '' AS configuration,
    row_number() OVER (PARTITION BY engine <> '' ORDER BY make, model, engine, year) - 1 AS n
  FROM vehicles WHERE model = ANY(${textArray(MODELS)})
), counts AS (
  SELECT count(*) FILTER (WHERE NOT configuration) AS bases,
    count(*) FILTER (WHERE configuration) AS configurations
  FROM numbered
), weighted AS (
  SELECT id AS part_id, category, abs(hashtext(id)) AS h,
    ${weightCase()} * (0.5 + (abs(hashtext(id)) % 1000) / 1000.0) AS weight
  FROM parts
  WHERE creator_uid = 'bench' AND NOT universal
    AND abs(hashtext(id || 'unknown')) % ${UNKNOWN_EVERY} <> 0
), scaled AS (
  SELECT part_id, h, split_part(category, ' › ', 1) = ANY(${textArray(ENGINE_GROUPS)}) AS on_engines,
    greatest(1, round(weight * ${rows} / sum(weight) OVER ()))::int AS fits
  FROM weighted
)
INSERT INTO fitments (part_id, vehicle_id, position, quantity, note)
SELECT scaled.part_id, numbered.id, '',
  CASE WHEN (scaled.h + k) % 4 = 0 THEN NULL ELSE 1 + (scaled.h % 2) END,
  CASE WHEN (scaled.h + k) % 23 = 0 THEN (${textArray(NOTES)})[1 + (scaled.h + k) % ${NOTES.length}] ELSE '' END
FROM scaled CROSS JOIN counts CROSS JOIN LATERAL generate_series(0, scaled.fits - 1) AS k
  JOIN numbered ON numbered.configuration = scaled.on_engines
    AND numbered.n = (scaled.h + k) % CASE WHEN scaled.on_engines THEN counts.configurations ELSE counts.bases END`;
}

export const universalSql = () =>
  `UPDATE parts SET universal = true
  WHERE creator_uid = 'bench' AND abs(hashtext(id)) % ${UNIVERSAL_EVERY} = 0`;

/** The fitment table's keys, indexes and foreign keys, as the statements that make them again. */
const KEYS_SQL = `
SELECT format('ALTER TABLE fitments DROP CONSTRAINT %I', conname) AS "drop",
  format('ALTER TABLE fitments ADD CONSTRAINT %I %s', conname, pg_get_constraintdef(oid)) AS "make",
  contype = 'f' AS "foreign"
FROM pg_constraint WHERE conrelid = 'fitments'::regclass AND contype IN ('p', 'u', 'f')
UNION ALL
SELECT format('DROP INDEX %I', indexrelid::regclass::text), pg_get_indexdef(indexrelid), false
FROM pg_index WHERE indrelid = 'fitments'::regclass
  AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = indexrelid)`;

/**
 * Loads the fitment through `run(sql) → rows` the way a bulk import would: keys and indexes are
 * dropped first and built once at the end (minutes faster than keeping them current row by row);
 * the foreign keys come back last, validated in one pass.
 */
export async function loadFitment(run, rows) {
  const keys = await run(KEYS_SQL);
  const foreignFirst = [...keys].sort((a, b) => Number(b.foreign) - Number(a.foreign));
  for (const key of foreignFirst) await run(key.drop);
  await run(fitmentSql(rows));
  for (const key of foreignFirst.reverse()) await run(key.make);
}
