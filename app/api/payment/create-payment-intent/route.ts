import { route } from "@/lib/http/route";
import { createIntentFor } from "@/domains/payments/server";
import { paymentIntentSchema } from "@/domains/ordering";

export const POST = route({ access: "user", body: paymentIntentSchema }, ({ actor, body }) =>
  createIntentFor(actor, body),
);
