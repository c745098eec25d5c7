import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { toOrderJson } from "@/domains/ordering/order-json";
import type { OrdersTableQuery } from "@/domains/ordering/orders-table-query";
import { csvExport, EXPORT_BATCH } from "@/lib/tables/csv-export";
import { orderBatches, type KeyedOrder } from "./orders-table";

const header = [
  "Order ID",
  "Placed at",
  "Customer",
  "Email",
  "Product",
  "Part ID",
  "Quantity",
  "Unit price",
  "Total",
  "Status",
  "Transaction ID",
  "Checkout ID",
  "Phone",
  "Address",
];

function record({ row: order }: KeyedOrder) {
  const json = toOrderJson(order);
  return [
    json._id,
    json.createdAt,
    json.author.name,
    json.author.email,
    json.productInfo.productName,
    json.productInfo.id,
    json.productInfo.orderQty,
    json.productInfo.price.toFixed(2),
    json.total.toFixed(2),
    json.status,
    json.transactionId,
    json.checkoutId,
    json.address.phone,
    json.address.address,
  ];
}

/** `GET /api/orders/all?format=csv`: every order the search and filters find, streamed. */
export function exportOrdersCsv(actor: Actor | null, query: OrdersTableQuery) {
  const batchAfter = orderBatches(actor, query);
  return csvExport({
    header,
    nextBatch: (last) => batchAfter(EXPORT_BATCH, last),
    record,
  });
}
