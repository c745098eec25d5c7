import "server-only";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";
import type { UsState } from "@/lib/geo/us-states";
import { shippingRates as shippingRatesTable } from "@/models";
import { DEFAULT_SHIPPING_RATES } from "@/domains/shipping/default-rates";
import { toShippingRatesJson, type ShippingRatesJson } from "@/domains/shipping/rates-json";
import { shippingRatesSchema, type ShippingRates } from "@/domains/shipping/shipping-rates";

const ROW_ID = "shop";
let defaults: ShippingRates | undefined;

/**
 * The shop's shipping rates: the admin's saved document, or the default table while none is
 * saved. Read in the caller's transaction, so a checkout prices with the rates it sees.
 */
export async function shippingRates(db: Db | Tx): Promise<ShippingRates> {
  const [row] = await db
    .select({ rates: shippingRatesTable.rates })
    .from(shippingRatesTable)
    .where(eq(shippingRatesTable.id, ROW_ID));
  if (row) return shippingRatesSchema.parse(row.rates);
  defaults ??= shippingRatesSchema.parse(DEFAULT_SHIPPING_RATES);
  return defaults;
}

/** Where an order that names no state is shipped to, as the admin set it. */
export async function defaultShippingState(db: Db | Tx): Promise<UsState> {
  return (await shippingRates(db)).defaultState;
}

/** `GET /api/shipping/rates`: shop admins only. */
export async function readShippingRates(actor: Actor | null): Promise<ShippingRatesJson> {
  requireAdmin(actor);
  return toShippingRatesJson(await shippingRates(await getDb()));
}

/** `PUT /api/shipping/rates`: the whole document, already checked; shop admins only. */
export async function saveShippingRates(
  actor: Actor | null,
  rates: ShippingRates,
): Promise<ShippingRatesJson> {
  const admin = requireAdmin(actor);
  const document = toShippingRatesJson(rates);
  const db = await getDb();
  const change = { rates: document, updatedAt: new Date(), updatedBy: admin.id };
  await db
    .insert(shippingRatesTable)
    .values({ id: ROW_ID, ...change })
    .onConflictDoUpdate({ target: shippingRatesTable.id, set: change });
  expireCached(CACHE_TAGS.shippingRates);
  return document;
}
