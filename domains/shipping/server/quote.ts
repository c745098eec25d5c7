import "server-only";
import { getDb } from "@/lib/db";
import { centsToDollars } from "@/lib/money";
import type { ShippingQuoteRequest } from "@/domains/shipping/shipping-quote";
import { SHIPPING_SERVICES } from "@/domains/shipping/shipping-texts";
import { shippingRates } from "./rates-store";
import { shipmentLines } from "./shipment-lines";
import { optionFor } from "./shipping-options";

/**
 * `POST /api/shipping/quote`: what each service costs and when it arrives. The value for the
 * free-ground threshold is the parts' public prices, computed here (never the client's word).
 */
export async function quoteShipping(request: ShippingQuoteRequest, now = new Date()) {
  const db = await getDb();
  const rates = await shippingRates(db);
  const { lines, subtotalCents } = await shipmentLines(db, request.lines);
  const shipment = { state: request.address.state, lines, subtotalCents };
  const options = SHIPPING_SERVICES.map((service) => {
    const option = optionFor(rates, shipment, service, now);
    return {
      service: option.service,
      label: option.label,
      price: centsToDollars(option.priceCents),
      days: option.days,
      deliveryBy: option.deliveryBy,
    };
  });
  return { options };
}
