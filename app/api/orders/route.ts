import { route } from "@/lib/http/route";
import { listOrdersOf, placeOrder } from "@/domains/ordering/server";
import { optionalUidQuerySchema, placeOrderSchema } from "@/domains/ordering";
import { uidQuerySchema } from "@/domains/accounts";

export const GET = route({ access: "user", query: uidQuerySchema }, ({ actor, query }) =>
  listOrdersOf(actor, query.uid),
);

export const POST = route(
  { access: "user", query: optionalUidQuerySchema, body: placeOrderSchema, status: 201 },
  ({ actor, query, body }) => placeOrder(actor, query.uid, body),
);
