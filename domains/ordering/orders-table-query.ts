import "@/lib/validation/zod-config";
import { z } from "zod";
import { dayText, oneOf, tableFields, withPaging } from "@/lib/tables/table-query";

export const ORDER_STATUS_FILTERS = ["unpaid", "paid", "shipped", "expired", "refunded"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
const ORDER_SORTS = ["createdAt", "total", "email", "customer", "product", "quantity"] as const;

/** `GET /api/orders/all`: Manage Orders' page, sort, search and filters (or its CSV). */
export const ordersTableQuerySchema = z
  .object({
    ...tableFields,
    sort: oneOf("sort", ORDER_SORTS).optional(),
    status: oneOf("status", ORDER_STATUS_FILTERS).optional(),
    from: dayText("from").optional(),
    to: dayText("to").optional(),
  })
  .refine(({ from, to }) => !from || !to || from <= to, {
    message: "from must not be after to",
    path: ["from"],
  })
  .transform((query) => withPaging<typeof query>(query));
export type OrdersTableQuery = z.output<typeof ordersTableQuerySchema>;
