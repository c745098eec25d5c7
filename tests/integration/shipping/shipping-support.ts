// What the shipping tests share: the calls as a browser makes them, parts of a chosen weight
// and size, and the default rates' figures the expectations are written from.
import { eq } from "drizzle-orm";
import { POST as quoteRoute } from "@/app/api/shipping/quote/route";
import { GET as readRoute, PUT as saveRoute } from "@/app/api/shipping/rates/route";
import { getDb } from "@/lib/db";
import { parts, type PartDimensions, type PriceTier } from "@/models";
import { createUser } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { createPart } from "../../helpers/orders";
import { headersOf } from "../../helpers/tokens";

export type Headers = Record<string, string>;
export const guest: Headers = {};

export const anAdmin = async () => headersOf(await createUser("admin"));
export const aCustomer = async () => headersOf(await createUser());

export const readRates = (headers: Headers) =>
  callRoute(readRoute, "/api/shipping/rates", { headers });

export const saveRates = (headers: Headers, body: unknown) =>
  callRoute(saveRoute, "/api/shipping/rates", { method: "PUT", headers, body });

export const quote = (body: unknown) =>
  callRoute(quoteRoute, "/api/shipping/quote", { method: "POST", body });

export interface QuoteOption {
  service: "ground" | "express";
  label: string;
  price: number;
  days: { min: number; max: number };
  deliveryBy: string;
}

/** The quote's prices by service, in cents (what the expectations are written in). */
export const centsOf = (body: unknown) =>
  Object.fromEntries(
    (body as { options: QuoteOption[] }).options.map((option) => [
      option.service,
      Math.round(option.price * 100),
    ]),
  ) as Record<"ground" | "express", number>;

/** A part of this weight (null: none) and package, sold from one piece at `priceCents`. */
export async function aPart({
  weight = 1 as number | null,
  dimensions = null as PartDimensions | null,
  priceCents = 1000,
  priceTiers = [] as PriceTier[],
} = {}) {
  const part = await createPart({ priceCents, orderQty: 1, priceTiers });
  await (await getDb()).update(parts).set({ weight, dimensions }).where(eq(parts.id, part.id));
  return part.id;
}

/** A quote of one line to a state. */
export const quoteOf = async (partId: string, quantity: number, state = "IL") =>
  quote({ address: { state }, lines: [{ partId, quantity }] });

export const HANDLING = 250;
