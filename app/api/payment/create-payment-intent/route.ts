import { route } from "@/lib/http/route";
import { createIntentFor } from "@/lib/services/payments";
import { paymentIntentSchema } from "@/lib/validation/checkout";

export const POST = route({ access: "user", body: paymentIntentSchema }, ({ actor, body }) =>
  createIntentFor(actor, body),
);
