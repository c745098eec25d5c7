"use client";

import { ApiError } from "@/lib/client/api";
import { partDataMessages } from "@/domains/catalog/catalog-texts";

/**
 * The message of a 409 saying `partNumber` is another part's, to show under the field; null for
 * any other failure. The update's other 409 (stock changed meanwhile) says something else.
 */
export function partNumberTakenMessage(error: unknown, partNumber: string | undefined) {
  if (!(error instanceof ApiError) || error.status !== 409 || partNumber === undefined) return null;
  return error.message === partDataMessages.partNumberTaken(partNumber) ? error.message : null;
}
