import { route } from "@/lib/http/route";
import {
  confirmTestPayment,
  TEST_PROVIDER_OFF,
  stripeNotConfigured,
} from "@/domains/payments/server";
import { testConfirmSchema } from "@/domains/payments";

export const POST = route(
  {
    access: "user",
    available: { when: stripeNotConfigured, otherwise: TEST_PROVIDER_OFF },
    body: testConfirmSchema,
  },
  ({ actor, body }) => confirmTestPayment(actor, body),
);
