import { getDb } from "@/lib/db";
import { orders, parts } from "@/models";
import { createUser } from "../../helpers/accounts";

export interface OrderSpec {
  name: string;
  email: string;
  product: string;
  priceCents: number;
  qty: number;
  state: "unpaid" | "paid" | "shipped" | "expired";
  day: string;
  partId?: string;
  address?: string;
}

/** Orders written straight to the table (the states and days a table filters on), one customer. */
export async function insertOrders(specs: OrderSpec[]): Promise<string[]> {
  const buyer = await createUser();
  const db = await getDb();
  const rows = await db
    .insert(orders)
    .values(
      specs.map((spec, index) => ({
        uid: buyer.uid,
        authorName: spec.name,
        authorEmail: spec.email,
        partId: spec.partId ?? null,
        productName: spec.product,
        productImage: "/uploads/none.png",
        priceCents: spec.priceCents,
        orderQty: spec.qty,
        phone: "+1 555 0100",
        address: spec.address ?? "1 Test Street",
        paid: spec.state === "paid" || spec.state === "shipped",
        shipped: spec.state === "shipped",
        transactionId:
          spec.state === "paid" || spec.state === "shipped"
            ? `pi_table_${index}_${spec.name}`
            : null,
        expiredAt: spec.state === "expired" ? new Date(`${spec.day}T12:00:00Z`) : null,
        createdAt: new Date(`${spec.day}T10:00:00Z`),
      })),
    )
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

export async function anyPart() {
  const db = await getDb();
  const [part] = await db
    .select({ id: parts.id, partNumber: parts.partNumber })
    .from(parts)
    .limit(1);
  return part!;
}
