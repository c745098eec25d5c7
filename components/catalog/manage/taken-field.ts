"use client";

import { ApiError } from "@/lib/client/api";
import { partDataMessages } from "@/domains/catalog/catalog-texts";
import { gtinTexts } from "@/domains/catalog/gtin-texts";

/** A field whose value may be another part's: the part number, the GTIN. */
export interface TakenField {
  field: "partNumber" | "gtin";
  message: string;
}

/**
 * The field a 409 says is another part's, with its message to show under it; null for any other
 * failure. The update's other 409 (stock changed meanwhile) says something else.
 */
export function takenField(error: unknown, partNumber: string | undefined): TakenField | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (partNumber !== undefined && error.message === partDataMessages.partNumberTaken(partNumber))
    return { field: "partNumber", message: error.message };
  return error.message === gtinTexts.taken ? { field: "gtin", message: error.message } : null;
}
