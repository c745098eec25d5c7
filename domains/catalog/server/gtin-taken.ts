import "server-only";
import { AppError } from "@/lib/errors";
import { isUniqueClash } from "@/lib/db/unique-clash";
import { gtinTexts } from "@/domains/catalog/gtin-texts";

const GTIN_INDEX = "parts_gtin_identity_idx";

/**
 * Runs a write that may set a GTIN; one another part has is a 409 with the field named (the
 * answer a taken part number gets), and the write's transaction is rolled back with it.
 */
export async function withUniqueGtin<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueClash(error, GTIN_INDEX))
      throw new AppError(409, gtinTexts.taken, [{ path: ["gtin"], message: gtinTexts.taken }]);
    throw error;
  }
}
