import { route } from "@/lib/http/route";
import { createPaymentIntent } from "@/lib/services/payments";
import { createIntentSchema } from "@/lib/validation/orders";

export const POST = route({ access: "user", body: createIntentSchema }, ({ actor, body }) =>
  createPaymentIntent(actor, body),
);
