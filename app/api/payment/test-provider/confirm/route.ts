import { route } from "@/lib/http/route";
import {
  confirmTestPayment,
  TEST_PROVIDER_OFF,
  stripeNotConfigured,
} from "@/lib/services/payments";
import { testConfirmSchema } from "@/lib/validation/payments";

export const POST = route(
  {
    access: "user",
    available: { when: stripeNotConfigured, otherwise: TEST_PROVIDER_OFF },
    body: testConfirmSchema,
  },
  ({ actor, body }) => confirmTestPayment(actor, body),
);
