// The ZIP prefix table: every state is reachable, known ZIPs land in their state, and places
// the shop does not ship to (territories, the military) are in none.
import { US_STATE_CODES } from "@/lib/geo/us-states";
import { stateOfZip } from "@/lib/geo/zip-states";

const prefixes = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, "0"));

it("reaches every state and DC from some prefix", () => {
  const reached = new Set(prefixes.map((prefix) => stateOfZip(`${prefix}01`)));
  expect(US_STATE_CODES.filter((state) => !reached.has(state))).toEqual([]);
});

it.each([
  ["60607", "IL"],
  ["10001", "NY"],
  ["90210", "CA"],
  ["73301", "TX"],
  ["79901-1234", "TX"],
  ["99501", "AK"],
  ["96813", "HI"],
  ["20500", "DC"],
  ["02108", "MA"],
  ["83501", "ID"],
  ["398011234", "GA"],
])("%s is in %s", (zip, state) => {
  expect(stateOfZip(zip)).toBe(state);
});

it.each(["00601", "00802", "09001", "34001", "96201", "96910", "abcde"])(
  "%s is in no state the shop ships to",
  (zip) => {
    expect(stateOfZip(zip)).toBeNull();
  },
);
