import type { UsState } from "@/lib/geo/us-states";
import type { TaxExemptionStatus } from "@/models/tax-values";
import { utcDay } from "./tax-exemptions";

/** A stored certificate, as the tables hold it (no drizzle here: the browser imports this). */
interface ExemptionRow {
  id: string;
  companyId: string | null;
  certificateNumber: string;
  state: string;
  expiresOn: string;
  status: TaxExemptionStatus;
  rejectReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

/** Who holds a certificate, as the admins' table names them. */
export interface ExemptionHolderJson {
  kind: "company" | "user";
  name: string;
  /** The user's address, or the company's first admin's. */
  email: string | null;
}

export interface TaxExemptionJson {
  _id: string;
  certificateNumber: string;
  state: UsState;
  expiresOn: string;
  status: TaxExemptionStatus;
  /** Past its expiry day: it no longer exempts anything, whatever its status. */
  expired: boolean;
  reason: string | null;
  decidedAt: string | null;
  createdAt: string;
  sharedWith: "company" | "user";
}

export interface TaxExemptionRowJson extends TaxExemptionJson {
  holder: ExemptionHolderJson;
}

/** The one mapping of a certificate's row to the API's JSON. */
export const toTaxExemptionJson = (row: ExemptionRow, today = utcDay()): TaxExemptionJson => ({
  _id: row.id,
  certificateNumber: row.certificateNumber,
  state: row.state as UsState,
  expiresOn: row.expiresOn,
  status: row.status,
  expired: row.expiresOn < today,
  reason: row.rejectReason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  sharedWith: row.companyId === null ? "user" : "company",
});
