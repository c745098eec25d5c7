import { z } from "zod";
import { route } from "@/lib/http/route";
import { declineCheckout } from "@/domains/billing/server";
import { declineSchema } from "@/domains/billing";
import { checkoutIdSchema } from "@/domains/ordering";

const params = z.object({ checkoutId: checkoutIdSchema });

// A company admin declines a buyer's checkout: its stock goes back on sale.
export const POST = route(
  { access: "user", params, body: declineSchema },
  ({ actor, params, body }) => declineCheckout(actor, params.checkoutId, body),
);
