"use client";

import type * as orderedBeforeRoute from "@/app/api/garage/[vehicleId]/orders/route";
import type { AnswerOf } from "@/lib/http/route";

/** `GET /api/garage/{vehicleId}/orders`: the parts ordered before for a garage vehicle (SWR key). */
export const orderedBeforePath = (vehicleId: string) =>
  `/api/garage/${encodeURIComponent(vehicleId)}/orders`;
export type OrderedBeforeAnswer = AnswerOf<typeof orderedBeforeRoute.GET>;
