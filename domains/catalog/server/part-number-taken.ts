import "server-only";
import { AppError } from "@/lib/errors";
import { partDataMessages } from "@/domains/catalog/catalog-texts";

const PART_NUMBER_INDEX = "parts_part_number_key_idx";

/** Whether a write failed on the unique part-number key (PostgreSQL's 23505 on its index). */
function isPartNumberClash(error: unknown): boolean {
  for (let cause = error; cause instanceof Error || typeof cause === "object";) {
    if (cause === null) return false;
    const { code, constraint, message } = cause as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === "23505")
      return constraint === PART_NUMBER_INDEX || Boolean(message?.includes(PART_NUMBER_INDEX));
    cause = (cause as { cause?: unknown }).cause;
    if (cause === undefined) return false;
  }
  return false;
}

/**
 * Runs a write that sets a part number; a number another part has (in any spelling) is a 409
 * with the field named, and the write's transaction is rolled back with it.
 */
export async function withUniquePartNumber<T>(
  partNumber: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (partNumber !== undefined && isPartNumberClash(error))
      throw new AppError(409, partDataMessages.partNumberTaken(partNumber), [
        { path: ["partNumber"], message: partDataMessages.partNumberTaken(partNumber) },
      ]);
    throw error;
  }
}
