import { route } from "@/lib/http/route";
import { listOrdersOf, placeOrder } from "@/lib/services/orders";
import { optionalUidQuerySchema, placeOrderSchema } from "@/lib/validation/orders";
import { uidQuerySchema } from "@/lib/validation/users";

export const GET = route({ access: "user", query: uidQuerySchema }, ({ actor, query }) =>
  listOrdersOf(actor, query.uid),
);

export const POST = route(
  { access: "user", query: optionalUidQuerySchema, body: placeOrderSchema, status: 201 },
  ({ actor, query, body }) => placeOrder(actor, query.uid, body),
);
