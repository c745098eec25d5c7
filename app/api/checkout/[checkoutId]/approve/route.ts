import { z } from "zod";
import { route } from "@/lib/http/route";
import { approveCheckout } from "@/domains/billing/server";
import { checkoutIdSchema } from "@/domains/ordering";

const params = z.object({ checkoutId: checkoutIdSchema });

// A company admin lets a buyer's checkout beyond their spending limit go on.
export const POST = route({ access: "user", params }, ({ actor, params }) =>
  approveCheckout(actor, params.checkoutId),
);
