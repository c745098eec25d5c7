import { z } from "zod";
import { route } from "@/lib/http/route";
import { getOrder } from "@/domains/ordering/server";
import { deleteOrder } from "@/domains/payments/server";
import { orderIdSchema } from "@/domains/ordering";

const params = z.object({ id: orderIdSchema });

export const GET = route({ access: "user", params }, ({ actor, params }) =>
  getOrder(actor, params.id),
);

export const DELETE = route({ access: "user", params }, ({ actor, params }) =>
  deleteOrder(actor, params.id),
);
