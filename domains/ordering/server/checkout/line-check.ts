import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { judgeLine } from "@/domains/ordering/order-line-json";
import type { FailedLineJson } from "@/domains/ordering/checkout-json";
import { checkoutMessages } from "@/domains/ordering/checkout-texts";
import { asBuyerPays } from "@/domains/companies/server";
import { parts } from "@/models";
import type { CheckoutLine } from "./cart-lines";

/**
 * Judges every line (of one buyer's cart) against its part as it is now, at the buyer's prices
 * (their company's, if any): the lines that can't be ordered, each with why and the quantities
 * that would do, and the value of each that can (cents, in the lines' order) and their total,
 * with each one's core deposit (per piece × quantity, cents, in the same order).
 */
export async function checkLines(
  db: Db | Tx,
  lines: CheckoutLine[],
): Promise<{
  failed: FailedLineJson[];
  lineCents: number[];
  coreCents: number[];
  totalCents: number;
}> {
  const found = await db
    .select({
      id: parts.id,
      productName: parts.productName,
      priceCents: parts.priceCents,
      priceTiers: parts.priceTiers,
      coreChargeCents: parts.coreChargeCents,
      minOrderQty: parts.minOrderQty,
      orderMultiple: parts.orderMultiple,
      availableQty: parts.availableQty,
      retired: sql<boolean>`${parts.retiredAt} IS NOT NULL`,
    })
    .from(parts)
    .where(
      inArray(
        parts.id,
        lines.map((line) => line.partId),
      ),
    );
  const priced = await asBuyerPays(db, lines[0]?.uid ?? null, found);
  const byId = new Map(priced.map((part) => [part.id, part]));
  const failed: FailedLineJson[] = [];
  const lineCents: number[] = [];
  const coreCents: number[] = [];
  for (const { partId, quantity } of lines) {
    const part = byId.get(partId);
    if (!part) {
      failed.push({
        partId,
        productName: null,
        quantity,
        message: checkoutMessages.partGone,
        suggestions: [],
      });
      continue;
    }
    const judged = judgeLine(part, quantity);
    if (judged.ok) {
      lineCents.push(judged.totalCents);
      coreCents.push(part.coreChargeCents * quantity);
    } else
      failed.push({
        partId,
        productName: part.productName,
        quantity,
        message: judged.message,
        suggestions: judged.suggestions,
      });
  }
  const totalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  return { failed, lineCents, coreCents, totalCents };
}
