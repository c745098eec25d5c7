import "server-only";
import { and, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { preparedPerDatabase } from "@/lib/db/prepared";
import type { Mail } from "@/lib/mail";
import { mailJobCte } from "@/lib/jobs/mail";
import { orderEventInsertCte } from "@/domains/ordering/server/order-events";
import { orderLineInsert, type OrderCharges } from "./order-insert";
import { stillAsQuoted, type OrderQuote } from "./order-quote";
import { mayHoldAnotherSql } from "./unpaid-limit";

/** What one placement fills into the prepared order statement. */
export interface OrderStatementValues extends OrderQuote, OrderCharges {
  orderId: string;
  partId: string;
  quantity: number;
  /** The unit price the client saw; null when it named none. */
  expectedPriceCents: number | null;
  uid: string;
  authorName: string;
  authorEmail: string;
  address: string;
  phone: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  holdSeconds: number;
  maxUnpaid: number;
  /** The 'placed' event's detail and the mail, both written from the quote. */
  detail: string | null;
  mail: Mail;
}

type Name = keyof OrderStatementValues;
const slot = (name: Name) => sql.placeholder(name);

/**
 * The whole order as one statement, built once per database and prepared (PostgreSQL plans it
 * once per connection; each order only fills in its values): the stock taken if the part is
 * still as quoted and the customer may hold another order, the order inserted from it, and its
 * 'placed' event and mail job made only if it was.
 */
const orderStatement = preparedPerDatabase(async (db: Db) => {
  const { statement } = await orderLineInsert(
    db,
    {
      partId: slot("partId"),
      quantity: slot("quantity"),
      expectedPriceCents: slot("expectedPriceCents"),
    },
    {
      orderId: slot("orderId"),
      buyer: { uid: slot("uid"), name: slot("authorName"), email: slot("authorEmail") },
      shipping: {
        address: slot("address"),
        phone: slot("phone"),
        city: slot("city"),
        state: slot("state"),
        zip: slot("zip"),
      },
      holdSeconds: slot("holdSeconds"),
      charges: {
        shippingService: slot("shippingService"),
        shippingCents: slot("shippingCents"),
        deliveryBy: slot("deliveryBy"),
        taxCents: slot("taxCents"),
        taxState: slot("taxState"),
        taxRate: slot("taxRate"),
        taxableCents: slot("taxableCents"),
        exemptCents: slot("exemptCents"),
        taxExemptionId: slot("taxExemptionId"),
        taxExemptCertificate: slot("taxExemptCertificate"),
        destinationDefaulted: slot("destinationDefaulted"),
      },
      onlyIf: and(
        stillAsQuoted(
          {
            productName: slot("productName"),
            productImage: slot("productImage"),
            listPriceCents: slot("listPriceCents"),
            unitCents: slot("unitCents"),
            coreChargeCents: slot("coreChargeCents"),
          },
          { uid: slot("uid"), quantity: slot("quantity") },
        ),
        mayHoldAnotherSql(slot("uid"), slot("maxUnpaid")),
      ),
      alongside: async (taken) => [
        orderEventInsertCte(
          db,
          {
            orderId: slot("orderId"),
            checkoutId: null,
            type: "placed",
            actorUid: slot("uid"),
            actorName: slot("authorName"),
            detail: slot("detail"),
          },
          taken,
        ),
        await mailJobCte(slot("mail"), taken),
      ],
    },
  );
  return statement.prepare("place_order");
});

/** Runs the order statement: the order's row, or undefined when it was refused. */
export async function runOrderStatement(db: Db, values: OrderStatementValues) {
  const [row] = await (await orderStatement(db)).execute({ ...values });
  return row;
}
