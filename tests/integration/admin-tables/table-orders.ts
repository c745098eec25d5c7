import { getDb } from "@/lib/db";
import { parts } from "@/models";
import { createUser } from "../../helpers/accounts";
import { insertOrderRows } from "../../helpers/orders";

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
  const rows = await insertOrderRows(
    await createUser(),
    specs.map((spec, index) => ({
      authorName: spec.name,
      authorEmail: spec.email,
      partId: spec.partId ?? null,
      productName: spec.product,
      priceCents: spec.priceCents,
      orderQty: spec.qty,
      address: spec.address ?? "1 Test Street",
      paid: spec.state === "paid" || spec.state === "shipped",
      shipped: spec.state === "shipped",
      transactionId:
        spec.state === "paid" || spec.state === "shipped" ? `pi_table_${index}_${spec.name}` : null,
      expiredAt: spec.state === "expired" ? new Date(`${spec.day}T12:00:00Z`) : null,
      createdAt: new Date(`${spec.day}T10:00:00Z`),
    })),
  );
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
