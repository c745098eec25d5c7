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
import {
  FLEET_IMPORT_MAX_BYTES,
  FLEET_IMPORT_MAX_LINES,
  GARAGE_LABEL_MAX,
  GARAGE_UNIT_NUMBER_MAX,
} from "./garage-limits";

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
  tooManyRows: `A part's fitment holds at most ${FITMENT_ROWS_MAX.toLocaleString("en-US")} rows (each year of a range is one).`,
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
    `Your company's garage holds at most ${limit.toLocaleString("en-US")} vehicles. Remove one to add another.`,
  notInGarage: "This vehicle is not in your garage.",
  addBody: "Send { vehicleId }, or { vin } with an optional label and unitNumber.",
  unknownVin: (vin: string) => `The shop has no vehicle for the VIN ${vin}.`,
  labelTooLong: `label is at most ${GARAGE_LABEL_MAX} characters.`,
  unitNumberTooLong: `unitNumber is at most ${GARAGE_UNIT_NUMBER_MAX} characters.`,
  badText: (name: string) => `${name} contains a character that is not allowed.`,
} as const;

/** `POST /api/garage/import`: a fleet's VINs from a CSV file, and each line's fate. */
export const fleetImportMessages = {
  notCsv: "Send the fleet file as text/csv (the CSV text itself as the request body).",
  tooLarge: `The fleet file is too large: at most ${FLEET_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyLines: `The fleet file has too many lines: at most ${FLEET_IMPORT_MAX_LINES.toLocaleString("en-US")}.`,
  header:
    "The fleet file's first line must be a header naming the columns vin and label, and optionally unit.",
  malformed: (line: number, why: string) =>
    `The fleet file is not valid CSV at line ${line}: ${why}`,
  unknown: "unknown: the shop has no vehicle for this VIN",
  duplicate: (firstLine: number) => `duplicate: this VIN is also on line ${firstLine}`,
  full: (limit: number) =>
    `garage full: it holds at most ${limit.toLocaleString("en-US")} vehicles`,
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

/** The My Garage screen: its list, search and paging, "ordered before" and the fleet import. */
export const garageScreenTexts = {
  empty: "Your garage is empty. Add your vehicle to see the parts that fit it.",
  noMatch: (q: string) => `No vehicle in your garage matches “${q}”.`,
  listLabel: "Saved vehicles",
  searchPlaceholder: "Name, VIN, label or unit number",
  countPersonal: (count: number) =>
    `${count} of ${GARAGE_MAX} vehicles saved. Your garage holds at most ${GARAGE_MAX}; remove one to make room for another.`,
  countCompany: (count: number) =>
    `${count.toLocaleString("en-US")} ${count === 1 ? "vehicle" : "vehicles"} in your company's garage, shared by its members.`,
  addTitle: "Add a vehicle",
  addButton: "Add to garage",
  added: (name: string) => `${name} is in your garage.`,
  vin: "VIN",
  label: "Label",
  unitNumber: "Unit",
  active: "Active",
  shopParts: "Shop parts",
  shopPartsFor: (name: string) => `Shop parts for ${name}`,
  setActive: "Set active",
  setActiveFor: (name: string) => `Set ${name} as active`,
  orderedBefore: "Ordered before",
  orderedBeforeFor: (name: string) => `Ordered before for ${name}`,
  remove: "Remove",
  removeFor: (name: string) => `Remove ${name}`,
  removeTitle: "Remove this vehicle?",
  removeText: (name: string) => `${name} will be removed from your garage.`,
  removed: (name: string) => `${name} was removed from your garage.`,
  failed: "Something went wrong. Please try again.",
  importTitle: "Import a fleet file",
  importIntro:
    "A CSV file with a header line and one vehicle a line: its VIN, a label and, if you like, a unit number. Each VIN is decoded in the shop; nothing is sent elsewhere.",
  fileLabel: "Fleet file (CSV)",
  pasteLabel: "Or paste the lines",
  clearFile: "Clear the file",
  example: "Download an example file",
  exampleFile: "fleet-example.csv",
  exampleCsv: "vin,label,unit\n1FTEW1EPXKF001234,Van 12 Dallas,U-0412\n",
  upload: "Import",
  uploading: "Importing…",
  reportTitle: "Import report",
  reportCounts: (added: number, unchanged: number, refused: number) =>
    `${added} added, ${unchanged} unchanged, ${refused} refused.`,
  reportCaption: "Each line of the fleet file and what became of it",
  lineColumn: "Line",
  statusColumn: "Result",
  reasonColumn: "Reason",
  statusLabels: { added: "Added", unchanged: "Unchanged", refused: "Refused" },
} as const;

/** "Ordered before for this vehicle": the parts bought for a garage vehicle. */
export const orderedBeforeTexts = {
  title: "Ordered before for this vehicle",
  choose: "Choose “Ordered before” on a vehicle to see the parts bought for it.",
  loading: "Loading the parts ordered for this vehicle…",
  empty: "Nothing has been ordered for this vehicle yet.",
  caption: "Parts ordered before for this vehicle, the last ordered first",
  partColumn: "Part",
  quantityColumn: "Ordered",
  lastColumn: "Last ordered",
  actionsColumn: "Actions",
  quantity: (pieces: number, orders: number) =>
    `${pieces} pcs in ${orders} ${orders === 1 ? "order" : "orders"}`,
  close: "Close",
} as const;

/** The VIN fields of the hero and the "Shopping for" bar. */
export const vinFieldTexts = {
  label: "VIN",
  placeholder: "Paste a 17-character VIN",
  submit: "Find by VIN",
  lookingUp: "Looking up the VIN…",
  failed: "Could not look up this VIN. Try again, or choose the vehicle by year, make and model.",
  chooseEngine: (vehicle: string) => `This VIN is a ${vehicle}. Which engine does it have?`,
  noParts: (vehicle: string) =>
    `We have no parts data for this VIN (${vehicle}) yet. Choose a vehicle by year, make and model.`,
  unknownVehicle: "this vehicle",
  chosenVin: (vin: string) => `VIN …${vin.slice(-4)}`,
} as const;
