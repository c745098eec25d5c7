import "server-only";
import { AppError } from "@/lib/errors";
import { isUniqueClash } from "@/lib/db/unique-clash";
import { partDataMessages } from "@/domains/catalog/catalog-texts";

const PART_NUMBER_INDEX = "parts_part_number_key_idx";

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
    if (partNumber !== undefined && isUniqueClash(error, PART_NUMBER_INDEX))
      throw new AppError(409, partDataMessages.partNumberTaken(partNumber), [
        { path: ["partNumber"], message: partDataMessages.partNumberTaken(partNumber) },
      ]);
    throw error;
  }
}
