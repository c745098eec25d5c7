"use client";

import type * as quickOrderRoute from "@/app/api/quick-order/route";
import type { z } from "zod";
import type { AnswerOf } from "@/lib/http/route";
import type { quickOrderSchema } from "@/domains/ordering/quick-order";
import { apiFetch } from "@/lib/client/api";

/** Quick order's check of pasted lines (nothing is written); typed by its route's declaration. */
export const checkQuickOrder = (order: z.input<typeof quickOrderSchema>) =>
  apiFetch<AnswerOf<typeof quickOrderRoute.POST>>("/api/quick-order", {
    method: "POST",
    json: order,
  });
