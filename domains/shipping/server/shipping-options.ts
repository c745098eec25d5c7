import "server-only";
import type { Db, Tx } from "@/lib/db";
import { config } from "@/lib/config";
import type { UsState } from "@/lib/geo/us-states";
import { deliveryBy } from "@/domains/shipping/delivery-dates";
import { shippingPrice, type Shipment } from "@/domains/shipping/shipping-price";
import type { ShippingRates } from "@/domains/shipping/shipping-rates";
import {
  SERVICE_LABELS,
  SHIPPING_SERVICES,
  type ShippingService,
} from "@/domains/shipping/shipping-texts";
import { shippingRates } from "./rates-store";
import { shipmentLines, type PartLine } from "./shipment-lines";

export interface ShippingRequest {
  /** The destination; null: the shop's default state (an order whose address names none). */
  state: UsState | null;
  lines: PartLine[];
  /** The order's value as the caller charges it (buyer's prices), for the free-ground threshold. */
  subtotalCents: number;
  /** When the order is placed: the delivery dates count from the day it ships. */
  now: Date;
}

export interface ShippingOption {
  service: ShippingService;
  label: string;
  priceCents: number;
  days: { min: number; max: number };
  /** YYYY-MM-DD in the shop's time zone. */
  deliveryBy: string;
}

/** One service's option for a shipment, with the rates already read. */
export function optionFor(
  rates: ShippingRates,
  shipment: Shipment,
  service: ShippingService,
  now: Date,
): ShippingOption {
  const { priceCents, days } = shippingPrice(rates, shipment, service);
  const clock = { timeZone: config().shopTimeZone, cutoffHour: rates.cutoffHour };
  const label = SERVICE_LABELS[service];
  return { service, label, priceCents, days, deliveryBy: deliveryBy(now, clock, days.max) };
}

/**
 * Every service's price, transit days and delivery date for these parts to this state, at the
 * rates the transaction sees: what checkout offers and charges. An unknown part is a 400.
 */
export async function shippingOptions(
  db: Db | Tx,
  request: ShippingRequest,
): Promise<ShippingOption[]> {
  const rates = await shippingRates(db);
  const { lines } = await shipmentLines(db, request.lines);
  const state = request.state ?? rates.defaultState;
  const shipment = { state, lines, subtotalCents: request.subtotalCents };
  return SHIPPING_SERVICES.map((service) => optionFor(rates, shipment, service, request.now));
}

/** The one service a checkout picked. */
export async function shippingFor(
  db: Db | Tx,
  request: ShippingRequest & { service: ShippingService },
): Promise<ShippingOption> {
  const options = await shippingOptions(db, request);
  return options.find((option) => option.service === request.service)!;
}
