// The admin tables' bench data, made by the database with set-based SQL (INSERT … SELECT
// generate_series): 100,000 parts (the catalog bench's filler, with varied stock), 20,000
// customers, and 100,000 orders over the last 180 days in every state, with the payments
// ledger's 'succeeded' row of each paid order. Used by scripts/bench/admin.mjs.
import { query } from "../lib/database.mjs";
import { fillerSql } from "./catalog-filler.mjs";

const FIRST_NAMES = [
  "Olivia", "Liam", "Emma", "Noah", "Ava", "Oliver", "Sophia", "Elijah", "Isabella", "James",
  "Mia", "William", "Amelia", "Benjamin", "Harper", "Lucas", "Evelyn", "Henry", "Abigail", "Jack",
  "Maria", "Carlos", "Yuki", "Ahmed", "Priya", "Chen", "Fatima", "Mateo", "Ingrid", "Kofi",
]; // prettier-ignore
const LAST_NAMES = [
  "Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis", "Rodriguez",
  "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas", "Taylor", "Moore",
  "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Sanchez", "Clark", "Lewis",
  "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill",
]; // prettier-ignore
const DOMAINS = ["example.com", "garage.test", "fleet.example", "autoshop.test", "mail.example"];
const STREETS = ["Main St", "Oak Ave", "Industrial Rd", "Harbor Blvd", "Elm St", "Route 9"];

const literal = (value) => `'${String(value).replaceAll("'", "''")}'`;
const textArray = (values) => `ARRAY[${values.map(literal).join(", ")}]::text[]`;
const pick = (array, index) => `(${array})[1 + (${index}) % cardinality(${array})]`;

export const BENCH_USERS = 20_000;
export const BENCH_ORDERS = 100_000;

/**
 * Varied stock while the filler goes in: 3% sold out, 2% below one minimum order, 5% below
 * the low-stock level (2 × MOQ), the rest plenty; 1 part in 10 with its own low-stock level.
 */
const STOCK_TRIGGER = `
CREATE FUNCTION bench_vary_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE h integer := abs(hashtext(NEW.part_number)) % 1000;
BEGIN
  NEW.order_qty := 1 + (h * 37) % 200;
  NEW.order_multiple := CASE WHEN h % 4 = 0 THEN greatest(1, NEW.order_qty / 2) ELSE 1 END;
  NEW.low_stock_qty := CASE WHEN h % 10 = 7 THEN 50 + h % 300 END;
  NEW.available_qty := CASE
    WHEN h < 30 THEN 0
    WHEN h < 50 THEN NEW.order_qty / 2
    WHEN h < 100 THEN NEW.order_qty + h % NEW.order_qty
    ELSE 500 + (h * 7919) % 50000 END;
  RETURN NEW;
END $$;
CREATE TRIGGER bench_vary_stock BEFORE INSERT ON parts FOR EACH ROW
  WHEN (NEW.creator_uid = 'bench') EXECUTE FUNCTION bench_vary_stock();`;

const USERS_SQL = `
INSERT INTO users (id, uid, name, email, role, number, address, education, created_at)
SELECT 'bench-user-' || n, 'bench-uid-' || n,
  ${pick(textArray(FIRST_NAMES), "n")} || ' ' || ${pick(textArray(LAST_NAMES), "n / 30 + n * 7")},
  lower(${pick(textArray(FIRST_NAMES), "n")} || '.' || ${pick(textArray(LAST_NAMES), "n / 30 + n * 7")})
    || n || '@' || ${pick(textArray(DOMAINS), "n / 7")},
  (CASE WHEN n % 250 = 0 THEN 'admin' ELSE 'user' END)::user_role,
  '+1 555 ' || lpad((n % 10000)::text, 4, '0'),
  (n % 900 + 1) || ' ' || ${pick(textArray(STREETS), "n")} || ', Springfield',
  CASE WHEN n % 3 = 0 THEN 'Mechanical engineering' END,
  now() - (((n * 7919) % (720 * 24)) || ' hours')::interval
FROM generate_series(1, ${BENCH_USERS}) AS n`;

// Per order n: a customer, a part (by its place in a numbered copy of the catalog), a time in
// the last 180 days, and a state: 10% unpaid, 20% expired, 30% paid, 40% shipped.
const ORDERS_SQL = `
CREATE TEMP TABLE bench_parts AS
  SELECT row_number() OVER (ORDER BY part_number_key) AS k, id, product_name, image, price_cents,
    order_qty
  FROM parts;
CREATE TEMP TABLE bench_customers AS
  SELECT row_number() OVER (ORDER BY id) AS k, uid, name, email, number, address FROM users
  WHERE id LIKE 'bench-user-%';
INSERT INTO orders (id, uid, author_name, author_email, part_id, product_name, product_image,
  price_cents, order_qty, phone, address, payment_intent_id, transaction_id, paid, paid_at,
  shipped, hold_until, expired_at, created_at)
SELECT gen_random_uuid()::text, c.uid, c.name, c.email, p.id, p.product_name, p.image,
  p.price_cents, p.order_qty * (1 + n % 5), c.number, c.address,
  CASE WHEN s >= 6 OR s < 2 THEN 'pi_' || substr(md5('bench' || n), 1, 24) END,
  CASE WHEN s >= 6 THEN 'pi_' || substr(md5('bench' || n), 1, 24) END,
  s >= 6, CASE WHEN s >= 6 THEN at + interval '3 minutes' END, s >= 12,
  CASE WHEN s < 6 THEN at + interval '30 minutes' END,
  CASE WHEN s BETWEEN 2 AND 5 THEN at + interval '30 minutes' END,
  at
FROM (
  SELECT n, (n * 7) % 20 AS s,
    now() - ((n * 104729) % (180 * 86400) || ' seconds')::interval AS at,
    1 + (n * 31) % ${BENCH_USERS} AS customer,
    1 + (n * 7919) % (SELECT count(*) FROM bench_parts) AS part
  FROM generate_series(1::bigint, ${BENCH_ORDERS}) AS n
) AS o
JOIN bench_customers c ON c.k = o.customer
JOIN bench_parts p ON p.k = o.part;
INSERT INTO payments (id, order_id, provider, intent_id, event_type, amount_cents, created_at)
SELECT gen_random_uuid()::text, id, 'test', transaction_id, 'succeeded',
  price_cents * order_qty, created_at + interval '3 minutes'
FROM orders WHERE paid AND transaction_id LIKE 'pi_%';`;

/** Fills a migrated scratch database; answers how long each step took (seconds). */
export async function seedAdminBench(url, partCount) {
  const timings = {};
  const step = async (name, sql) => {
    const started = performance.now();
    await query(url, sql);
    timings[name] = Math.round((performance.now() - started) / 100) / 10;
  };
  await step("stockTrigger", STOCK_TRIGGER);
  await step("parts", fillerSql(partCount));
  await step(
    "dropStockTrigger",
    "DROP TRIGGER bench_vary_stock ON parts; DROP FUNCTION bench_vary_stock()",
  );
  await step("users", USERS_SQL);
  await step("orders", ORDERS_SQL);
  await step("vacuumAnalyze", "VACUUM ANALYZE");
  return timings;
}
