import { z } from "zod";
import { route } from "@/lib/http/route";
import { orderTimeline } from "@/lib/services/order-events";
import { orderIdSchema } from "@/lib/validation/orders";

const params = z.object({ id: orderIdSchema });

export const GET = route({ access: "user", params }, ({ actor, params }) =>
  orderTimeline(actor, params.id),
);
