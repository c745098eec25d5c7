// One rule for a US destination (issue 32): required where an address must have one, optional
// (blank or null is left out) for the contract's single order; the state in any case, the ZIP
// as 5 or 9 digits.
import { z } from "zod";
import { optionalUsDestinationFields, usDestinationSchema } from "@/lib/geo/us-destination";
import { destinationMessages } from "@/lib/geo/destination-texts";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

it("reads city, state and ZIP as written, the state upper-cased", () => {
  expect(usDestinationSchema.parse({ city: " El Paso ", state: " tx", zip: "79901-1234" })).toEqual(
    { city: "El Paso", state: "TX", zip: "79901-1234" },
  );
  expect(usDestinationSchema.parse({ city: "Washington", state: "DC", zip: "200011234" })).toEqual({
    city: "Washington",
    state: "DC",
    zip: "200011234",
  });
});

it("names each missing or blank field with its own message", () => {
  const required = [
    destinationMessages.cityRequired,
    destinationMessages.stateRequired,
    destinationMessages.zipRequired,
  ];
  expect(messagesOf(usDestinationSchema.safeParse({}))).toEqual(required);
  expect(messagesOf(usDestinationSchema.safeParse({ city: "", state: " ", zip: "" }))).toEqual(
    required,
  );
});

it.each([
  [{ state: "PR" }, /two-letter code/],
  [{ state: "Texas" }, /two-letter code/],
  [{ zip: "7990" }, /5 or 9 digits/],
  [{ zip: "79901-12" }, /5 or 9 digits/],
  [{ city: "x".repeat(81) }, /City is too long/],
  [{ city: "El\u0000Paso" }, /not allowed/],
])("refuses %p", (change, message) => {
  const result = usDestinationSchema.safeParse({
    city: "El Paso",
    state: "TX",
    zip: "79901",
    ...change,
  });
  expect(messagesOf(result).join(" ")).toMatch(message);
});

it("optional: left out, null or blank is null; given, it is checked", () => {
  const optional = z.object(optionalUsDestinationFields);
  expect(optional.parse({})).toEqual({ city: null, state: null, zip: null });
  expect(optional.parse({ city: " ", state: null, zip: "" })).toEqual({
    city: null,
    state: null,
    zip: null,
  });
  expect(optional.parse({ state: "oh", zip: "43604" })).toEqual({
    city: null,
    state: "OH",
    zip: "43604",
  });
  expect(messagesOf(optional.safeParse({ state: "XX" })).join(" ")).toMatch(/two-letter code/);
  expect(messagesOf(optional.safeParse({ zip: 43604 }))).toEqual(["zip must be text"]);
});
