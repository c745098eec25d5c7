import { z } from "zod";
import { route } from "@/lib/http/route";
import { removeCartLine } from "@/lib/services/cart";
import { cartPartIdSchema } from "@/lib/validation/cart";

const params = z.object({ partId: cartPartIdSchema });

export const DELETE = route({ access: "user", params }, ({ actor, params }) =>
  removeCartLine(actor, params.partId),
);
