import "server-only";
import { eq } from "drizzle-orm";
import { config } from "@/lib/config";
import { getDb, type Db } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { FORBIDDEN, requireUser } from "@/lib/auth/guards";
import { formatDollars } from "@/lib/money";
import { toOrderJson, type OrderJson } from "@/domains/ordering/order-json";
import { orderReceivedMail } from "@/lib/mail/order-mails";
import { orderMessages } from "@/domains/ordering/order-texts";
import { catalogMessages, quantityAdvice } from "@/domains/catalog";
import { isAllowedQuantity, unitPriceCents } from "@/domains/catalog";
import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import type { PlaceOrderInput } from "@/domains/ordering/orders";
import { parts } from "@/models";
import { stockChanged } from "@/domains/catalog/server";
import { asBuyerPays } from "@/domains/companies/server";
import { placedEvent } from "./order-insert";
import { orderAsQuoted, quoteFor, sameQuote, type OrderQuote } from "./order-quote";
import { unpaidLimitRefusal } from "./unpaid-limit";
import { runOrderStatement } from "./order-statement";
import { singleOrderCharges } from "./order-charges";

/** A uid or email the client names must be the caller's own; the order is always theirs. */
function assertOwnIdentity(user: Actor, named: { uid?: string; email?: string }): void {
  if (named.uid !== undefined && named.uid !== user.uid) throw new AppError(403, FORBIDDEN);
  if (named.email !== undefined && named.email.trim().toLowerCase() !== user.email)
    throw new AppError(403, FORBIDDEN);
}

// A part whose name or price changes between its quote and the order is quoted again, this often.
const QUOTE_ATTEMPTS = 3;

/**
 * `POST /api/orders?uid=`: the order, at the database's price, and the stock it takes, in one
 * prepared statement (order-statement.ts), with no transaction around it: the conditional stock update, the customer's unpaid
 * limit (mayHoldAnotherSql), the insert of the order, its 'placed' event and its mail's job are
 * data-modifying CTEs of one atomic statement, so overselling is impossible under concurrency and
 * the event and mail exist exactly when the order does. The mail and the event are written from a
 * quote of the part (a recent one, order-quote.ts), and the statement places the order only while
 * the part is still as quoted (else it is quoted afresh from the database). The order holds its stock for
 * ORDER_HOLD_MINUTES, then expires unless paid.
 */
export async function placeOrder(
  actor: Actor | null,
  queryUid: string | undefined,
  input: PlaceOrderInput,
): Promise<{ order: OrderJson }> {
  const user = requireUser(actor);
  assertOwnIdentity(user, { uid: queryUid });
  assertOwnIdentity(user, { uid: input.uid, email: input.author?.email });
  const { id: partId, orderQty, price } = input.productInfo;
  const db = await getDb();
  let row: Awaited<ReturnType<typeof placeAtQuote>>;
  let tried: OrderQuote | undefined;
  for (let attempt = 1; attempt <= QUOTE_ATTEMPTS && !row; attempt += 1) {
    const quote = await quoteFor(
      db,
      { uid: user.uid, partId, quantity: orderQty },
      { fresh: tried !== undefined },
    );
    // Refused at an unchanged quote: by the part's rules, its stock or the unpaid limit.
    if (!quote || (tried && sameQuote(quote, tried))) break;
    row = await placeAtQuote(db, user, input, quote);
    tried = quote;
  }
  if (!row) throw await whyNotOrderable(db, user.uid, { partId, orderQty, price });
  stockChanged([partId]);
  return { order: toOrderJson(row) };
}

async function placeAtQuote(db: Db, user: Actor, input: PlaceOrderInput, quote: OrderQuote) {
  const { id: partId, orderQty, price } = input.productInfo;
  const holdSeconds = config().orderHoldMinutes * 60;
  const { totalCents, ...charges } = await singleOrderCharges(
    db,
    {
      uid: user.uid,
      partId,
      quantity: orderQty,
      lineCents: quote.unitCents * orderQty,
      coreCents: quote.coreChargeCents * orderQty,
    },
    input.address,
  );
  // One payment charges the total (lines, deposit, shipping and tax): at most the limit.
  if (totalCents > MAX_ORDER_TOTAL_CENTS) throw orderTotalTooHigh();
  const order = orderAsQuoted(quote, {
    id: crypto.randomUUID(),
    buyer: user,
    partId,
    quantity: orderQty,
    shipping: input.address,
    holdSeconds,
    charges,
  });
  return runOrderStatement(db, {
    ...quote,
    ...charges,
    orderId: order.id,
    partId,
    quantity: orderQty,
    expectedPriceCents: price ?? null,
    uid: user.uid,
    authorName: user.name,
    authorEmail: user.email,
    address: input.address.address,
    phone: input.address.phone,
    city: input.address.city,
    state: input.address.state,
    zip: input.address.zip,
    holdSeconds,
    maxUnpaid: config().maxUnpaidOrders,
    detail: placedEvent(order, user).detail ?? null,
    mail: orderReceivedMail(toOrderJson(order)),
  });
}

const orderTotalTooHigh = () =>
  new AppError(400, orderMessages.orderTotalTooHigh(formatDollars(MAX_ORDER_TOTAL_CENTS / 100)));

/** Why no order was made: checked in the order the client can act on. */
async function whyNotOrderable(
  db: Db,
  uid: string,
  { partId, orderQty, price }: { partId: string; orderQty: number; price: number | undefined },
): Promise<AppError> {
  const holdsTooMany = await unpaidLimitRefusal(db, uid);
  if (holdsTooMany) return holdsTooMany;
  const [found] = await db
    .select({
      id: parts.id,
      minOrderQty: parts.minOrderQty,
      orderMultiple: parts.orderMultiple,
      availableQty: parts.availableQty,
      priceCents: parts.priceCents,
      priceTiers: parts.priceTiers,
      coreChargeCents: parts.coreChargeCents,
      retiredAt: parts.retiredAt,
    })
    .from(parts)
    .where(eq(parts.id, partId));
  const [part] = await asBuyerPays(db, uid, found ? [found] : []);
  if (!part) return new NotFoundError("Part");
  if (part.retiredAt) return new AppError(410, catalogMessages.partRetired);
  if (orderQty < part.minOrderQty)
    return new AppError(400, orderMessages.belowMinimum(part.minOrderQty));
  const advice = isAllowedQuantity(part, orderQty) ? null : quantityAdvice(part, orderQty);
  if (advice) return new AppError(400, advice.message);
  const unitCents = unitPriceCents(part, orderQty);
  if ((unitCents + part.coreChargeCents) * orderQty > MAX_ORDER_TOTAL_CENTS)
    return orderTotalTooHigh();
  if (orderQty > part.availableQty) return new AppError(409, orderMessages.stockOut);
  const publicPrices = part.listPrices ?? part;
  const seenPrices = [publicPrices.priceCents, unitPriceCents(publicPrices, orderQty), unitCents];
  if (price !== undefined && !seenPrices.includes(price))
    return new AppError(400, orderMessages.priceChanged);
  // The stock was there a moment ago: another order took it in between.
  return new AppError(409, orderMessages.stockOut);
}
