import type { parts } from "@/models";
import { centsToDollars } from "./money";

export interface PartJson {
  _id: string;
  productName: string;
  productDescription: string;
  price: number;
  orderQty: number;
  availableQty: number;
  image: string;
  createdAt: string;
  creator: { name: string; uid: string };
}

export function toPartJson(row: typeof parts.$inferSelect): PartJson {
  return {
    _id: row.id,
    productName: row.productName,
    productDescription: row.productDescription,
    price: centsToDollars(row.priceCents),
    orderQty: row.minOrderQty,
    availableQty: row.availableQty,
    image: row.image,
    createdAt: row.createdAt.toISOString(),
    creator: { name: row.creatorName, uid: row.creatorUid },
  };
}
