// The VINs the garage's tests save: a demo vehicle's (the shop resolves it to its record) and a
// valid VIN of a maker the shop has no vehicle of.
import { vinCheckDigit } from "@/domains/fitment/vin";

const withCheckDigit = (draft: string) =>
  `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;

/** A 2019 Ford F-150 SuperCrew 4x4 with the 2.7L EcoBoost: a demo vehicle. */
export const KNOWN_VIN = {
  vin: withCheckDigit("1FTEW1EP0KFA12345"),
  year: 2019,
  make: "Ford",
  model: "F-150",
  engine: "2.7L V6 Turbo",
};

/** A North American VIN (right check digit) whose maker code "1ZZ" no maker has. */
export const UNKNOWN_VIN = withCheckDigit("1ZZAB12C0KZ123456");
