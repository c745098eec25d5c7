import { z } from "zod";
import { route } from "@/lib/http/route";
import { getCheckout } from "@/lib/services/checkout";
import { checkoutIdSchema } from "@/lib/validation/checkout";

const params = z.object({ checkoutId: checkoutIdSchema });

export const GET = route({ access: "user", params }, ({ actor, params }) =>
  getCheckout(actor, params.checkoutId),
);
