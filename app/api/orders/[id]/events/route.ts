import { z } from "zod";
import { route } from "@/lib/http/route";
import { orderTimeline } from "@/domains/ordering/server";
import { orderIdSchema } from "@/domains/ordering";

const params = z.object({ id: orderIdSchema });

export const GET = route({ access: "user", params }, ({ actor, params }) =>
  orderTimeline(actor, params.id),
);
