import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { asBuyerPays } from "@/domains/companies/server";
import { AppError } from "@/lib/errors";
import { centsToDollars } from "@/lib/money";
import { judgeLine } from "@/domains/ordering";
import { getCart, partsById, putCartLines, quantityNow } from "@/domains/ordering/server";
import type { ListToCartJson, ListToCartLineJson } from "@/domains/lists/list-json";
import { listMessages as m } from "@/domains/lists/list-texts";
import { partListLines } from "@/models";
import { listFor } from "./list-access";

type Part = Parameters<typeof quantityNow>[0] & {
  id: string;
  productName: string;
  partNumber: string;
};
type Change = ListToCartLineJson["changes"][number];

/**
 * What one list line becomes in the cart today, judged as "order again" judges a line
 * (`quantityNow`: the nearest quantity the part's MOQ, multiples and stock allow, or none), and
 * every change named: the quantity's, a retired or unavailable part, a price that moved since
 * the line was saved, and the quantity of the part the cart held.
 */
function lineToCart(
  part: Part,
  line: { quantity: number; savedUnitPriceCents: number },
  inCart: number | undefined,
): ListToCartLineJson {
  const head = { partId: part.id, productName: part.productName, partNumber: part.partNumber };
  const skipped = (change: Change): ListToCartLineJson => ({
    ...head,
    listQuantity: line.quantity,
    cartQuantity: null,
    outcome: "skipped",
    changes: [change],
  });
  if (part.retired) return skipped({ kind: "retired", message: m.retired });
  const { quantity, reason } = quantityNow(part, line.quantity);
  if (quantity === null) return skipped({ kind: "unavailable", message: m.leftOut(reason ?? "") });
  const changes: Change[] = [];
  if (reason) {
    const words = quantity > line.quantity ? m.raised : m.lowered;
    changes.push({ kind: "quantity", message: words(line.quantity, quantity, reason) });
  }
  const priceNow = judgeLine(part, line.quantity).unitPriceCents;
  if (priceNow !== line.savedUnitPriceCents)
    changes.push({
      kind: "price",
      message: m.priceChanged(centsToDollars(line.savedUnitPriceCents), centsToDollars(priceNow)),
    });
  if (inCart !== undefined && inCart !== quantity)
    changes.push({ kind: "cart", message: m.replacedInCart(inCart) });
  return {
    ...head,
    listQuantity: line.quantity,
    cartQuantity: quantity,
    outcome: reason ? "adjusted" : "added",
    changes,
  };
}

/**
 * `POST /api/lists/{id}/to-cart`: every line of the list into the caller's own cart, by today's
 * rules (price, stock, MOQ, multiples, retired parts), through the cart's own write, so the
 * cart's size limit holds (409, nothing added). A part the cart holds takes the list's quantity.
 */
export async function listToCart(actor: Actor | null, listId: string): Promise<ListToCartJson> {
  const user = requireUser(actor);
  const db = await getDb();
  const lines = await db.transaction(async (tx) => {
    await listFor(tx, user, listId);
    return tx
      .select()
      .from(partListLines)
      .where(eq(partListLines.listId, listId))
      .orderBy(asc(partListLines.addedAt), asc(partListLines.partId));
  });
  if (lines.length === 0) throw new AppError(409, m.emptyList);
  const [found, cartBefore] = await Promise.all([
    partsById(
      db,
      lines.map((line) => line.partId),
    ),
    getCart(user),
  ]);
  // At the caller's prices (their company's, if any), as their cart will show them.
  const priced = await asBuyerPays(db, user.uid, [...found.values()]);
  const parts = new Map(priced.map((part) => [part.id, part]));
  const inCart = new Map(cartBefore.lines.map((line) => [line.partId, line.quantity]));
  // A part deleted since the lines were read has taken its line with it.
  const judged = lines.flatMap((line) => {
    const part = parts.get(line.partId);
    return part ? [lineToCart(part, line, inCart.get(part.id))] : [];
  });
  const toPut = judged.flatMap((line) =>
    line.cartQuantity === null ? [] : [{ partId: line.partId, quantity: line.cartQuantity }],
  );
  const cart = toPut.length > 0 ? await putCartLines(user, toPut) : cartBefore;
  const tally = (outcome: ListToCartLineJson["outcome"]) =>
    judged.filter((line) => line.outcome === outcome).length;
  const [added, adjusted, skipped] = [toPut.length, tally("adjusted"), tally("skipped")];
  return {
    cart,
    added,
    adjusted,
    skipped,
    lines: judged,
    message: m.toCartSummary(added, adjusted, skipped),
  };
}
