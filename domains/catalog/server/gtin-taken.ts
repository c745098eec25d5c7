import "server-only";
import { AppError } from "@/lib/errors";
import { gtinTexts } from "@/domains/catalog/gtin-texts";

const GTIN_INDEX = "parts_gtin_idx";

/** Whether a write failed on the partial unique GTIN index (PostgreSQL's 23505 on it). */
function isGtinClash(error: unknown): boolean {
  for (let cause: unknown = error; typeof cause === "object" && cause !== null;) {
    const { code, constraint, message } = cause as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === "23505")
      return constraint === GTIN_INDEX || Boolean(message?.includes(GTIN_INDEX));
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a write that may set a GTIN; one another part has is a 409 with the field named (the
 * answer a taken part number gets), and the write's transaction is rolled back with it.
 */
export async function withUniqueGtin<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isGtinClash(error))
      throw new AppError(409, gtinTexts.taken, [{ path: ["gtin"], message: gtinTexts.taken }]);
    throw error;
  }
}
