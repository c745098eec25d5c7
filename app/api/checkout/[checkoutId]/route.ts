import { z } from "zod";
import { route } from "@/lib/http/route";
import { getCheckout } from "@/domains/ordering/server";
import { checkoutIdSchema } from "@/domains/ordering";

const params = z.object({ checkoutId: checkoutIdSchema });

export const GET = route({ access: "user", params }, ({ actor, params }) =>
  getCheckout(actor, params.checkoutId),
);
