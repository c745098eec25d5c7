import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { centsToDollars } from "@/lib/money";
import type { AccountPricesJson } from "@/domains/companies/company-prices";
import { parts } from "@/models";
import { asBuyerPays } from "./buyer-prices";

/**
 * `GET /api/account/prices?partIds=…`: the caller's own base price of each part their company
 * prices below the public one, beside the public price. Personal (never cached): the public
 * pages stay shared and fetch this in the browser. Everyone else gets `{}`: a guest never
 * reaches it (401), and a customer outside an approved company pays the public prices.
 */
export async function accountPrices(
  actor: Actor | null,
  partIds: string[],
): Promise<AccountPricesJson> {
  const user = requireUser(actor);
  const db = await getDb();
  const found = await db
    .select({ id: parts.id, priceCents: parts.priceCents, priceTiers: parts.priceTiers })
    .from(parts)
    .where(inArray(parts.id, partIds));
  const answer: AccountPricesJson = {};
  for (const part of await asBuyerPays(db, user.uid, found))
    if (part.listPrices && part.priceCents < part.listPrices.priceCents)
      answer[part.id] = {
        price: centsToDollars(part.priceCents),
        listPrice: centsToDollars(part.listPrices.priceCents),
      };
  return answer;
}
