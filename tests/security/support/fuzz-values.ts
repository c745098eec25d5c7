// The values each kind of input must refuse: fixed lists of the classic troublemakers, and
// fast-check arbitraries for everything else a field of that kind must not accept.
import fc from "fast-check";
import type { Kind } from "./fuzz-targets";

/** A JSON text put into a body as it is (JSON.stringify cannot write 1e999 or NaN). */
export class Raw {
  constructor(readonly json: string) {}
}

const MEGABYTE = "x".repeat(1024 * 1024);
export const SQL = ["' OR '1'='1", "1; DROP TABLE parts; --", "admin'--", '" OR ""="'];
export const HTML = ["<script>alert(1)</script>", '"><img src=x onerror=alert(1)>'];

const notAString = [12345, true, [], {}, null];
const notANumber = [true, [], {}, null, "abc", "", " ", "12abc"];
const badNumbers = [-1, 1e308, -1e308, 2 ** 53 + 2, "NaN", "Infinity", "-1", "1e3", "0x10"];
const rawNumbers = [new Raw("1e999"), new Raw("-1e999")]; // JSON.parse makes them ±Infinity

export const invalidValues: Record<Kind, unknown[]> = {
  text: [...notAString, "", "   ", "a\u0000b", MEGABYTE],
  email: [...notAString, "", "no-at-sign", "a@b", "a b@c.d", "x\u0000@y.z", `${MEGABYTE}@x.y`],
  id: [
    ...notAString,
    "",
    " ",
    "\u0000",
    "../../etc/passwd",
    "a".repeat(129),
    MEGABYTE,
    ...SQL,
    ...HTML,
  ],
  count: [...notANumber, ...badNumbers, ...rawNumbers, 0, 1.5, "1.5", 1_000_001, "0"],
  stock: [...notANumber, ...badNumbers, ...rawNumbers, -0.5, 1.5, 1_000_001, "-0"],
  price: [...notANumber, ...badNumbers, ...rawNumbers, 0, 1.999, "$5", "1e2", "-5"],
  // "0x5" and friends are what Number() would read as 5: a rating is a whole 1 to 5, nothing else.
  rating: [
    ...notANumber,
    ...badNumbers,
    ...rawNumbers,
    0,
    6,
    2.5,
    "2.5",
    "0x5",
    "0b101",
    "0o5",
    "5e0",
    "+5",
  ],
  // A uid or email a caller claims as their own: a blank one claims nothing (and is allowed).
  claim: [
    ...notAString,
    "no-at-sign",
    "someone-else",
    "a\u0000@example.com",
    MEGABYTE,
    ...SQL,
    ...HTML,
  ],
  total: [...notANumber, -1, 0, 1e308, "NaN", ...rawNumbers],
  shipped: [false, "yes", 1, null, "TRUE", [], {}],
  carrier: [...notAString, "x".repeat(41), "a\u0000b", MEGABYTE],
  tracking: [
    ...notAString,
    "12345",
    "9".repeat(41),
    "1Z/999",
    "1Z999\u0000AA10",
    MEGABYTE,
    ...SQL,
    ...HTML,
  ],
  sort: ["2", "asc", "newest", "1 OR 1=1", "1\u0000", MEGABYTE],
  search: ["x".repeat(201), "x".repeat(2048), "a\u0000b", "\u0000", MEGABYTE],
  category: [
    "Brakes › Nope",
    "brakes",
    "Nope",
    "Brakes ›",
    "Brakes\u0000",
    MEGABYTE,
    ...SQL,
    ...HTML,
  ],
  brand: ["x".repeat(61), "Bosch\u0000", MEGABYTE],
  money: [
    "-1",
    "-0.5",
    "abc",
    "1e3",
    "0x10",
    "1.999",
    "NaN",
    "Infinity",
    "$5",
    "5\u0000",
    MEGABYTE,
  ],
  flag: ["2", "yes", "true", "-1", "1\u0000", MEGABYTE],
  year: [
    "abc",
    "19x1",
    "1931.5",
    "-1",
    "1e3",
    "0x10",
    "1899",
    "2101",
    "99999",
    "NaN",
    "2019\u0000",
    MEGABYTE,
  ],
  name: ["x".repeat(61), "a\u0000b", MEGABYTE],
  // A blank vehicle is none (the finder's form sends it empty); anything else must be ours.
  vehicle: [
    "\u0000",
    "../../etc/passwd",
    "a".repeat(129),
    "no-such-vehicle",
    MEGABYTE,
    ...SQL,
    ...HTML,
  ],
  partIds: ["", " ", "\u0000", "../../etc/passwd", "a".repeat(129), MEGABYTE, ...SQL, ...HTML],
  quantity: [true, [], {}, "abc", "12abc", ...badNumbers, ...rawNumbers, 0, 1.5, "1.5", 1001, "0"],
  boolean: ["yes", "true", "TRUE", 1, 0, null, [], {}],
  choice: ["", "x", "ASC ", "1 OR 1=1", "asc\u0000", MEGABYTE, ...SQL, ...HTML],
  day: [
    "",
    "yesterday",
    "2026-13-01",
    "2026-1-5",
    "26-01-05",
    "2026-01-05T00:00",
    "2026-01-05\u0000",
    MEGABYTE,
  ],
  po: [12345, true, [], {}, "P".repeat(41), "PO<1>", "a\u0000b", MEGABYTE, ...SQL, ...HTML],
  measure: [...notANumber, ...badNumbers, ...rawNumbers, 0, "0", "1.2345", 10_001, "2 lb"],
  // Blank and null are "left out": a required one is fuzzed by leaving it out.
  state: [
    12345,
    true,
    [],
    {},
    "XX",
    "Texas",
    "T",
    "TXX",
    "PR",
    "a\u0000",
    MEGABYTE,
    ...SQL,
    ...HTML,
  ],
  // Lower case, spaces and dashes are normalised away; each of these has a reason to refuse.
  vin: [
    ...notAString,
    "",
    "1FTEW1EPXKF00123",
    "1FTEW1EPXKF0012345",
    "1FTEW1EPXKF0O1234",
    "1FTEW1EPXKF00I234",
    "1FTEW1EPXKF00Q234",
    "1FTEW1EP5KF001234",
    "1FTEW1EPXKF00123*",
    "1FTEW1EPXKF00123\u0000",
    MEGABYTE,
    ...SQL,
    ...HTML,
  ],
  zip: [
    48201,
    true,
    [],
    {},
    "4820",
    "482011",
    "48201-12",
    "4820l",
    "48201 1234",
    "48201\u0000",
    MEGABYTE,
    ...SQL,
  ],
  rate: [
    ...notANumber,
    ...badNumbers,
    ...rawNumbers,
    20,
    "20",
    20.5,
    6.8755,
    "6.8755",
    "-0.5",
    "+5",
    MEGABYTE,
  ],
};

/** Kinds whose blank value means "not given" (the finder's GET form sends its empty fields). */
export const BLANK_ALLOWED: Kind[] = [
  "claim",
  "sort",
  "search",
  "category",
  "brand",
  "money",
  "flag",
  "name",
  "vehicle",
];

const inRange = (n: number, min: number, max: number) => n >= min && n <= max;
const digits = (value: unknown, pattern: RegExp) =>
  (typeof value === "number" && Number.isFinite(value) && pattern.test(String(value))) ||
  (typeof value === "string" && pattern.test(value.trim()));

/** The rule each kind must enforce, as the shop's forms state it. */
function isValid(kind: Kind, value: unknown): boolean {
  switch (kind) {
    case "count":
    case "stock":
      return digits(value, /^\d+$/) && inRange(Number(value), kind === "count" ? 1 : 0, 1_000_000);
    case "price":
      return digits(value, /^\d+(\.\d{1,2})?$/) && inRange(Number(value), 0.01, 1_000_000);
    case "rating":
      return (
        (typeof value === "number" || (typeof value === "string" && /^\d+$/.test(value))) &&
        Number.isInteger(Number(value)) &&
        inRange(Number(value), 1, 5)
      );
    case "id":
      return typeof value === "string" && /^[A-Za-z0-9_-]{1,128}$/.test(value.trim());
    default:
      return false; // only numbers and ids are generated
  }
}

/** Any value, biased towards numbers and numeric strings, that a field of this kind must refuse. */
export const invalidFor = (kind: Kind) =>
  fc
    .oneof(
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.double().map(String),
      fc.integer().map((n) => `${n}`),
      fc.jsonValue(),
    )
    .filter((value) => !isValid(kind, value));

/** A whole body of any JSON shape. */
export const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Body texts that are not JSON (or not one JSON value). */
export const malformedJson = [
  "{",
  '{"a":',
  "nul",
  '{"a":1}}',
  "{'a':1}",
  "[1,]",
  "\u0000",
  "NaN",
  "undefined",
];

/** Shapes of the whole body a route with required fields must refuse. */
export const wrongShapes: unknown[] = [null, [], "text", 42, true, {}, { unknown: 1 }];

/** Keys that would pollute Object.prototype if a body were merged into an object naively. */
export const pollutingBodies = [
  '{"__proto__":{"polluted":"yes","role":"admin"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":{"__proto__":{"polluted":"yes"}}}',
];
