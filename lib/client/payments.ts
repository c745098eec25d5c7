"use client";

import type * as bookingRoute from "@/app/api/booking/route";
import type * as intentRoute from "@/app/api/payment/create-payment-intent/route";
import type * as testConfirmRoute from "@/app/api/payment/test-provider/confirm/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, type ContractShaped } from "./api";

// Payments: an intent with the provider, the test provider's card confirmation, and the
// contract's booking; each answer typed by its route's declaration.

export const createPaymentIntent = (subject: BodyOf<typeof intentRoute.POST>) =>
  apiFetch<AnswerOf<typeof intentRoute.POST>>("/api/payment/create-payment-intent", {
    method: "POST",
    json: subject,
  });

export const confirmTestPayment = (confirmation: BodyOf<typeof testConfirmRoute.POST>) =>
  apiFetch<AnswerOf<typeof testConfirmRoute.POST>>("/api/payment/test-provider/confirm", {
    method: "POST",
    json: confirmation,
  });

export const bookPayment = (
  orderId: string,
  booking: ContractShaped<BodyOf<typeof bookingRoute.POST>>,
) =>
  apiFetch<AnswerOf<typeof bookingRoute.POST>>(`/api/booking?id=${encodeURIComponent(orderId)}`, {
    method: "POST",
    json: booking,
  });
