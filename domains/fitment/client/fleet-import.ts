"use client";

import type * as importRoute from "@/app/api/garage/import/route";
import type { AnswerOf } from "@/lib/http/route";
import { apiFetch } from "@/lib/client/api";
import { GARAGE_PATH } from "./garage";

/** `POST /api/garage/import`'s report: the counts and every line. */
export type FleetImportReport = AnswerOf<typeof importRoute.POST>;
export type FleetImportLine = FleetImportReport["lines"][number];

/** Sends a fleet file (CSV text: vin, label and an optional unit) to the caller's garage. */
export const importFleetCsv = (csv: string) =>
  apiFetch<FleetImportReport>(`${GARAGE_PATH}/import`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: csv,
  });
