// The fitment texts: vehicles, fitment rows and the garage.
import {
  FITMENT_NOTE_MAX,
  FITMENT_POSITION_MAX,
  FITMENT_QUANTITY_MAX,
  FITMENT_ROWS_MAX,
  FIT_PARTS_MAX,
  GARAGE_MAX,
  VEHICLE_TEXT_MAX,
  VEHICLE_YEAR_MAX,
  VEHICLE_YEAR_MIN,
} from "@/lib/validation/limits";
import { FLEET_IMPORT_MAX_BYTES, GARAGE_LABEL_MAX, GARAGE_UNIT_NUMBER_MAX } from "./garage-limits";
import { formatCount } from "@/lib/number-format";

/** The vehicle selects' and the fit-state call's answers to a query they cannot take. */
export const vehicleMessages = {
  required: (name: string) => `${name} is required.`,
  badYear: (name: string) =>
    `${name} must be a whole number from ${VEHICLE_YEAR_MIN} to ${VEHICLE_YEAR_MAX}.`,
  textTooLong: (name: string) => `${name} is at most ${VEHICLE_TEXT_MAX} characters.`,
  badText: (name: string) => `${name} contains a character that is not allowed.`,
  partRequired: "Name at least one part: part=ID (repeat it for more).",
  tooManyParts: `At most ${FIT_PARTS_MAX} parts can be asked about at once.`,
  badPartId: "A part id is letters, digits, dashes and underscores only.",
} as const;

/** An admin's fitment list for a part (the editor and PUT /api/parts/{id}/fitment). */
export const fitmentMessages = {
  rowsRequired: "fitment must be a list of rows (it may be empty).",
  tooManyRows: `A part's fitment holds at most ${formatCount(FITMENT_ROWS_MAX)} rows (each year of a range is one).`,
  badUniversal: "universal must be true or false.",
  row: (line: number, why: string) => `Row ${line}: ${why}`,
  vehicleOrRange: "give a vehicleId, or yearFrom, yearTo, make and model.",
  badVehicleId: "vehicleId is not a vehicle id.",
  unknownVehicle: "no vehicle has this vehicleId.",
  yearsReversed: "yearFrom must not be after yearTo.",
  noVehicle: (vehicle: string) => `no vehicle ${vehicle} is known.`,
  positionTooLong: `a position is at most ${FITMENT_POSITION_MAX} characters.`,
  noteTooLong: `a note is at most ${FITMENT_NOTE_MAX} characters.`,
  badQuantity: `quantity must be a whole number from 1 to ${FITMENT_QUANTITY_MAX}.`,
  duplicate: (vehicle: string, otherLine: number) =>
    `${vehicle} is listed twice at this position (also in row ${otherLine}).`,
} as const;

/** My Garage: a person's own, or the company's that its members share. */
export const garageMessages = {
  full: `Your garage holds at most ${GARAGE_MAX} vehicles. Remove one to add another.`,
  fleetFull: (limit: number) =>
    `Your company's garage holds at most ${formatCount(limit)} vehicles. Remove one to add another.`,
  notInGarage: "This vehicle is not in your garage.",
  addBody: "Send { vehicleId }, or { vin } with an optional label and unitNumber.",
  unknownVin: (vin: string) => `The shop has no vehicle for the VIN ${vin}.`,
  notVinsVehicle: (vin: string) =>
    `That vehicle is not one the VIN ${vin} can be: choose among the vehicles its lookup offers.`,
  labelTooLong: `label is at most ${GARAGE_LABEL_MAX} characters.`,
  unitNumberTooLong: `unitNumber is at most ${GARAGE_UNIT_NUMBER_MAX} characters.`,
  badText: (name: string) => `${name} contains a character that is not allowed.`,
} as const;

/** `POST /api/garage/import`: a fleet's VINs from a CSV file, and each line's fate. */
export const fleetImportMessages = {
  notCsv: "Send the fleet file as text/csv (the CSV text itself as the request body).",
  tooLarge: `The fleet file is too large: at most ${FLEET_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyLines: (max: number) =>
    `The fleet file has more lines than a garage holds vehicles: at most ${formatCount(max)}.`,
  header:
    "The fleet file's first line must be a header naming the columns vin and label, and optionally unit.",
  malformed: (line: number, why: string) =>
    `The fleet file is not valid CSV at line ${line}: ${why}`,
  unknown: "unknown: the shop has no vehicle for this VIN",
  duplicate: (firstLine: number) => `duplicate: this VIN is also on line ${firstLine}`,
  full: (limit: number) => `garage full: it holds at most ${formatCount(limit)} vehicles`,
} as const;

/** Why a typed or imported VIN is refused (the API's 400, the garage, the fleet import). */
export const vinMessages = {
  required: "Enter a VIN.",
  length: (length: number) => `A VIN is 17 characters; this one has ${length}.`,
  forbiddenLetters: "A VIN never contains the letters I, O or Q.",
  badCharacters: "A VIN is letters and digits only.",
  checkDigit: (expected: string, found: string) =>
    `The check digit (9th character) is wrong: ${found} where ${expected} is expected. Check the VIN for a typo.`,
} as const;
