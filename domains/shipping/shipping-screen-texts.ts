import type { ShippingService } from "./shipping-texts";

/** The Shipping & Tax screen's texts (the shipping part). */
export const shippingScreenTexts = {
  title: "Shipping & Tax",
  subtitle:
    "The rates checkout charges and the cart estimates: shipping by zone, weight and service, and sales tax by state.",
  shippingTitle: "Shipping rates",
  shippingIntro:
    "Each state belongs to exactly one zone. A shipment is priced by its total weight: the first bracket that holds it, or the last bracket plus every started pound beyond it, plus the handling fee and each oversize line's surcharge.",
  loading: "Loading the shipping rates…",
  zonesTitle: "Zones",
  zoneHeading: (index: number, name: string) => `Zone ${index + 1}: ${name || "(no name)"}`,
  zoneId: "Zone id",
  zoneIdHint: "Lower-case letters, digits and dashes, e.g. west.",
  zoneName: "Zone name",
  zoneStates: "States",
  zoneStatesHint: "Two-letter codes separated by commas, e.g. IL, IN, WI.",
  addZone: "Add a zone",
  removeZone: (name: string) => `Remove zone ${name || "(no name)"}`,
  serviceTitle: (service: ShippingService) => (service === "ground" ? "Ground" : "Express"),
  bracketsLegend: (zone: string, service: ShippingService) =>
    `${zone || "Zone"} ${service}: weight brackets`,
  rowName: (what: string, index: number) => `${what}, row ${index + 1}:`,
  upToLb: "Up to (lb)",
  price: "Price ($)",
  addBracket: "Add a bracket",
  removeRow: (what: string, index: number) => `Remove ${what} row ${index + 1}`,
  perLbBeyond: "Per pound beyond the last bracket ($)",
  daysMin: "Transit days, at least",
  daysMax: "Transit days, at most",
  generalTitle: "Every shipment",
  freeGroundThreshold: "Free ground from an order value of ($)",
  freeGroundHint:
    "Leave blank for never. Free ground waives the whole ground price: weight, handling and surcharges.",
  handlingFee: "Handling fee per shipment ($)",
  defaultWeight: "Weight of a part without one (lb)",
  defaultState: "Default destination state",
  defaultStateHint: "For orders whose address names no state.",
  cutoffHour: "Orders ship the same business day until (hour, 0–23)",
  cutoffHint:
    "In the shop's time zone. Later orders, and weekend orders, ship the next business day.",
  oversizeTitle: "Oversize surcharges",
  oversizeHint: "Per line: the highest surcharge whose length the part's longest side is over.",
  longestSideOver: "Longest side over (in)",
  surcharge: "Surcharge ($)",
  addOversize: "Add an oversize row",
  save: "Save shipping rates",
  saved: "Saved",
  notSaved: "The shipping rates were not saved: see the fields marked.",
} as const;
