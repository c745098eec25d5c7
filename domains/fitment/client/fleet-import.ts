"use client";

import { apiFetch } from "@/lib/client/api";
import { GARAGE_PATH } from "./garage";

/** One line of a fleet file and what became of it. */
export interface FleetImportLine {
  line: number;
  vin: string;
  status: "added" | "unchanged" | "refused";
  reason?: string;
}

/** `POST /api/garage/import`'s report: the counts and every line. */
export interface FleetImportReport {
  added: number;
  unchanged: number;
  refused: number;
  lines: FleetImportLine[];
}

/** Sends a fleet file (CSV text: vin, label and an optional unit) to the caller's garage. */
export const importFleetCsv = (csv: string) =>
  apiFetch<FleetImportReport>(`${GARAGE_PATH}/import`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: csv,
  });
