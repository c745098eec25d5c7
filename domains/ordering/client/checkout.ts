"use client";

import type * as checkoutPaidRoute from "@/app/api/checkout/[checkoutId]/paid/route";
import type * as checkoutOneRoute from "@/app/api/checkout/[checkoutId]/route";
import type * as checkoutRoute from "@/app/api/checkout/route";
import type * as checkoutQuoteRoute from "@/app/api/checkout/quote/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, postTo } from "@/lib/client/api";

// The checkout: placing the cart as orders, reading it, and reporting its payment; each answer
// typed by its route's declaration.

export const checkoutPath = (id: string) => `/api/checkout/${encodeURIComponent(id)}`;
export type CheckoutAnswer = AnswerOf<typeof checkoutOneRoute.GET>;

export const placeCheckout = postTo<typeof checkoutRoute.POST>("/api/checkout");
export type CheckoutBody = BodyOf<typeof checkoutRoute.POST>;
export type PlacedCheckout = AnswerOf<typeof checkoutRoute.POST>;

/** The cart priced for checkout by every service, with its tax and totals; places nothing. */
export const quoteCheckout = postTo<typeof checkoutQuoteRoute.POST>("/api/checkout/quote");
export type CheckoutQuote = AnswerOf<typeof checkoutQuoteRoute.POST>;

export const markCheckoutPaid = (id: string, claim: BodyOf<typeof checkoutPaidRoute.POST>) =>
  apiFetch<AnswerOf<typeof checkoutPaidRoute.POST>>(`${checkoutPath(id)}/paid`, {
    method: "POST",
    json: claim,
  });
