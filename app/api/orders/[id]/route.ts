import { z } from "zod";
import { route } from "@/lib/http/route";
import { deleteOrder, getOrder } from "@/lib/services/orders";
import { orderIdSchema } from "@/lib/validation/orders";

const params = z.object({ id: orderIdSchema });

export const GET = route({ access: "user", params }, ({ actor, params }) =>
  getOrder(actor, params.id),
);

export const DELETE = route({ access: "user", params }, ({ actor, params }) =>
  deleteOrder(actor, params.id),
);
