import { KNOWN_CARRIERS } from "@/domains/ordering/tracking-json";

/** Texts of shipping with tracking: the admin's ship dialog, its checks, and what customers see. */
export const shippingMessages = {
  carrierLabel: "Carrier (optional)",
  carrierHint: `${KNOWN_CARRIERS.join(", ")} get a tracking link; any other name is kept as typed.`,
  trackingLabel: "Tracking number (optional)",
  carrierTooLong: "Carrier is at most 40 characters",
  carrierNotText: "Carrier must be text",
  carrierControlCharacter: "Carrier contains a character that is not allowed",
  trackingNotText: "Tracking number must be text",
  trackingCharacters: "Tracking number may hold only letters, digits, spaces and dashes",
  trackingLength: "Tracking number must be 6 to 40 letters and digits",
  carrierNeedsTracking: "A carrier needs a tracking number",
  bodyShape: "The request body must be {carrier, trackingNumber} (both optional)",
  shippedMustBeTrue: "shipped must be true",
  tracking: "Tracking",
  trackingLinkLabel: (carrier: string, number: string) =>
    `Track the shipment: ${carrier} ${number} (opens the carrier's site)`,
  mailLine: (carrier: string | null, number: string) =>
    `Tracking: ${carrier ? `${carrier} ` : ""}${number}`,
  shippedDetail: (carrier: string | null, number: string) =>
    `${carrier ? `${carrier} ` : ""}tracking ${number}`,
} as const;
