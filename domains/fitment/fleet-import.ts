/** A line of a fleet file, as the import's report answers it (the header is line 1). */
export interface FleetImportLine {
  line: number;
  vin: string;
  status: "added" | "unchanged" | "refused";
  reason?: string;
}

/** `POST /api/garage/import`'s answer: the counts, and every line's fate in file order. */
export interface FleetImportReport {
  added: number;
  unchanged: number;
  refused: number;
  lines: FleetImportLine[];
}

/** The columns of a fleet file: the VIN and a label, and optionally a unit number. */
export const FLEET_COLUMNS = ["vin", "label", "unit"] as const;
