// The My Garage screen's texts, apart from the fitment texts the public pages load: the shop's
// pages carry the "Shopping for" bar, and a text module is loaded whole.
import { GARAGE_MAX } from "@/lib/validation/limits";
import { formatCount } from "@/lib/number-format";

/** The My Garage screen: its list, search and paging, "ordered before" and the fleet import. */
export const garageScreenTexts = {
  empty: "Your garage is empty. Add your vehicle to see the parts that fit it.",
  noMatch: (q: string) => `No vehicle in your garage matches “${q}”.`,
  listLabel: "Saved vehicles",
  searchPlaceholder: "Name, VIN, label or unit number",
  countPersonal: (count: number) =>
    `${count} of ${GARAGE_MAX} vehicles saved. Your garage holds at most ${GARAGE_MAX}; remove one to make room for another.`,
  countCompany: (count: number) =>
    `${formatCount(count)} ${count === 1 ? "vehicle" : "vehicles"} in your company's garage, shared by its members.`,
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
