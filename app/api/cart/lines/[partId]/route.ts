import { z } from "zod";
import { route } from "@/lib/http/route";
import { removeCartLine } from "@/domains/ordering/server";
import { cartPartIdSchema } from "@/domains/ordering";

const params = z.object({ partId: cartPartIdSchema });

export const DELETE = route({ access: "user", params }, ({ actor, params }) =>
  removeCartLine(actor, params.partId),
);
