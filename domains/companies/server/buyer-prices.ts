import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Bindable } from "@/lib/db/bindable";
import {
  pricesForBuyer,
  type PartTerms,
  type PublicPrices,
} from "@/domains/companies/company-pricing";
import { companies, companyMembers, companyPrices, parts, users } from "@/models";

/** The terms of the approved company a customer buys for, and its list prices of some parts. */
interface BuyerPricing {
  discountBasisPoints: number;
  listPrices: Map<string, number>;
}

/**
 * The company terms `uid` buys by, with the company's list prices of these parts: null for a
 * guest, a customer outside any company, or a member of a company not approved (pending,
 * rejected, suspended), who all pay the public prices.
 */
async function buyerPricing(
  db: Db | Tx,
  uid: string | null,
  partIds: string[],
): Promise<BuyerPricing | null> {
  if (uid === null) return null;
  const [company] = await db
    .select({ id: companies.id, discountBasisPoints: companies.discountBasisPoints })
    .from(users)
    .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
    .innerJoin(
      companies,
      and(eq(companies.id, companyMembers.companyId), eq(companies.status, "approved")),
    )
    .where(eq(users.uid, uid));
  if (!company) return null;
  const listed =
    partIds.length === 0
      ? []
      : await db
          .select({ partId: companyPrices.partId, priceCents: companyPrices.priceCents })
          .from(companyPrices)
          .where(
            and(eq(companyPrices.companyId, company.id), inArray(companyPrices.partId, partIds)),
          );
  return {
    discountBasisPoints: company.discountBasisPoints,
    listPrices: new Map(listed.map((row) => [row.partId, row.priceCents])),
  };
}

/** A part as a buyer pays for it; `listPrices` keeps the public prices when a member pays less. */
export type AsBuyerPays<T> = T & { listPrices?: PublicPrices };

/**
 * The one place a line's prices become the buyer's (cart, quick order, reorder, checkout): each
 * part's base price and price breaks through its company's terms (company-pricing.ts), the
 * public ones kept beside them as `listPrices`. Parts are unchanged for anyone else.
 * `buyerUnitPriceSql` is the same rule for the statements that place orders.
 */
export async function asBuyerPays<T extends PublicPrices & { id: string }>(
  db: Db | Tx,
  uid: string | null,
  partsToPrice: T[],
): Promise<AsBuyerPays<T>[]> {
  const pricing = await buyerPricing(
    db,
    uid,
    partsToPrice.map((part) => part.id),
  );
  if (!pricing) return partsToPrice;
  return partsToPrice.map((part) => {
    const terms: PartTerms = {
      listPriceCents: pricing.listPrices.get(part.id) ?? null,
      discountBasisPoints: pricing.discountBasisPoints,
    };
    const listPrices = { priceCents: part.priceCents, priceTiers: part.priceTiers };
    return { ...part, ...pricesForBuyer(listPrices, terms), listPrices };
  });
}

/**
 * `buyerCents` in SQL, for the row of `parts` the statement is on: the unit price the customer
 * `uid` pays for the quantity whose public unit price is `publicUnit`. The company's list price
 * (never above the public price), else the public price less its discount, rounded half up;
 * the public price outside an approved company.
 */
export const buyerUnitPriceSql = (uid: Bindable<string>, publicUnit: SQL<number>) =>
  sql<number>`coalesce((
    SELECT CASE WHEN ${companyPrices.priceCents} IS NOT NULL
      THEN least(${companyPrices.priceCents}, ${publicUnit})
      ELSE greatest(1, ((${publicUnit})::bigint * (10000 - ${companies.discountBasisPoints}) + 5000) / 10000)::integer
    END
    FROM ${users}
    JOIN ${companyMembers} ON ${companyMembers.userId} = ${users.id}
    JOIN ${companies} ON ${companies.id} = ${companyMembers.companyId} AND ${companies.status} = 'approved'
    LEFT JOIN ${companyPrices} ON ${companyPrices.companyId} = ${companies.id} AND ${companyPrices.partId} = ${parts.id}
    WHERE ${users.uid} = ${uid}), ${publicUnit})`;
