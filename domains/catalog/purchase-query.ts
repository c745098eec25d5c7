import "@/lib/validation/zod-config";
import { z } from "zod";
import { MAX_QUANTITY } from "@/lib/validation/numbers";

/** `/purchase/{id}?quantity=N`: a whole number of pieces, 1 to the most one order takes. */
const purchaseQuantitySchema = z
  .string()
  .regex(/^\d{1,7}$/)
  .transform(Number)
  .pipe(z.number().min(1).max(MAX_QUANTITY));

/**
 * The quantity the purchase form starts from: the one the part's page sent when it reads as a
 * quantity (the form then judges it against the part's rules and stock), else the MOQ.
 */
export function startingQuantity(sent: string | string[] | undefined, minOrderQty: number): number {
  const parsed = purchaseQuantitySchema.safeParse(sent);
  return parsed.success ? parsed.data : minOrderQty;
}
