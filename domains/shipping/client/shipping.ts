"use client";

import type * as ratesRoute from "@/app/api/shipping/rates/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch } from "@/lib/client/api";

/** The shipping rates: the SWR key of the admin's screen, and where they are saved. */
export const SHIPPING_RATES_PATH = "/api/shipping/rates";
export type ShippingRatesAnswer = AnswerOf<typeof ratesRoute.GET>;
export type ShippingRatesBody = BodyOf<typeof ratesRoute.PUT>;

export const saveShippingRates = (rates: ShippingRatesBody) =>
  apiFetch<AnswerOf<typeof ratesRoute.PUT>>(SHIPPING_RATES_PATH, { method: "PUT", json: rates });
