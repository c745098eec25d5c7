"use client";

import type * as bookingRoute from "@/app/api/booking/route";
import type * as intentRoute from "@/app/api/payment/create-payment-intent/route";
import type * as testConfirmRoute from "@/app/api/payment/test-provider/confirm/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, postTo, type ContractShaped } from "@/lib/client/api";

// Payments: an intent with the provider, the test provider's card confirmation, and the
// contract's booking; each answer typed by its route's declaration.

export const createPaymentIntent = postTo<typeof intentRoute.POST>(
  "/api/payment/create-payment-intent",
);

export const confirmTestPayment = postTo<typeof testConfirmRoute.POST>(
  "/api/payment/test-provider/confirm",
);

export const bookPayment = (
  orderId: string,
  booking: ContractShaped<BodyOf<typeof bookingRoute.POST>>,
) =>
  apiFetch<AnswerOf<typeof bookingRoute.POST>>(`/api/booking?id=${encodeURIComponent(orderId)}`, {
    method: "POST",
    json: booking,
  });
