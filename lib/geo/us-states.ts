import "@/lib/validation/zod-config";
import { z } from "zod";
import { ZIP_MESSAGE, ZIP_PATTERN } from "./zip-format";

/** The 50 states and the District of Columbia by USPS code: where the shop ships and taxes. */
export const US_STATES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
} as const;

export type UsState = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as UsState[];

const isUsState = (code: string): code is UsState => Object.hasOwn(US_STATES, code);

/** A state as a two-letter USPS code, in any case ("tx" is TX). */
export const usStateSchema = z
  .string({ message: "state must be a US state's two-letter code" })
  .trim()
  .toUpperCase()
  .refine(isUsState, { message: "state must be a US state's two-letter code, e.g. TX" })
  .transform((code) => code as UsState);

/** A ZIP code: 5 digits, or ZIP+4 (9 digits, with or without the dash), kept as written. */
export const zipSchema = z
  .string({ message: "zip must be 5 or 9 digits" })
  .trim()
  .regex(ZIP_PATTERN, { message: ZIP_MESSAGE });
