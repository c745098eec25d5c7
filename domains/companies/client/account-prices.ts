"use client";

import type * as accountPricesRoute from "@/app/api/account/prices/route";
import type { AnswerOf } from "@/lib/http/route";
import { apiFetch } from "@/lib/client/api";

/** The caller's company prices of these parts (at most ACCOUNT_PRICES_MAX_IDS), never cached. */
export const accountPrices = (partIds: string[]) =>
  apiFetch<AnswerOf<typeof accountPricesRoute.GET>>(
    `/api/account/prices?partIds=${partIds.map(encodeURIComponent).join(",")}`,
    { cache: "no-store" },
  );
