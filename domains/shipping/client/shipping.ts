"use client";

import type * as quoteRoute from "@/app/api/shipping/quote/route";
import type * as ratesRoute from "@/app/api/shipping/rates/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, postTo } from "@/lib/client/api";

/** The shipping rates: the SWR key of the admin's screen, and where they are saved. */
export const SHIPPING_RATES_PATH = "/api/shipping/rates";
export type ShippingRatesAnswer = AnswerOf<typeof ratesRoute.GET>;
export type ShippingRatesBody = BodyOf<typeof ratesRoute.PUT>;

export const saveShippingRates = (rates: ShippingRatesBody) =>
  apiFetch<AnswerOf<typeof ratesRoute.PUT>>(SHIPPING_RATES_PATH, { method: "PUT", json: rates });

/** Ground and express for parts to a ZIP or a state: the cart's estimate. */
export const quoteShipping = postTo<typeof quoteRoute.POST>("/api/shipping/quote");
export type ShippingQuote = AnswerOf<typeof quoteRoute.POST>;
