/**
 * The carriers whose public tracking page we can link to, and how. A carrier is free text (a
 * shop ships with local couriers too); these are recognised whatever their case or spacing, and
 * stored under the names written here. Any other carrier's number is shown as plain text.
 */
const TRACKING_PAGES = {
  UPS: (number: string) => `https://www.ups.com/track?tracknum=${number}`,
  FedEx: (number: string) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  USPS: (number: string) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  DHL: (number: string) =>
    `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`,
} as const;

export type KnownCarrier = keyof typeof TRACKING_PAGES;

export const KNOWN_CARRIERS = Object.keys(TRACKING_PAGES) as KnownCarrier[];

const squeezed = (text: string) => text.replace(/[\s.-]/g, "").toLowerCase();

/** The known carrier this text names ("fedex", "Fed Ex", "U.S.P.S."), or null. */
export function knownCarrier(text: string | null): KnownCarrier | null {
  if (!text) return null;
  const key = squeezed(text);
  return KNOWN_CARRIERS.find((carrier) => squeezed(carrier) === key) ?? null;
}

/** A tracking number as stored: upper-case, without the spaces and dashes people type. */
export const normalTrackingNumber = (typed: string): string =>
  typed.replace(/[\s-]/g, "").toUpperCase();

/** Where to follow a shipment, for a known carrier; null for any other (or none). */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  const known = knownCarrier(carrier);
  if (!known || !trackingNumber) return null;
  return TRACKING_PAGES[known](encodeURIComponent(trackingNumber));
}
