import "@/lib/validation/zod-config";
import { z } from "zod";

/** `PATCH /api/parts/{id}/retirement`: retire the part, or sell it again. */
export const partRetirementSchema = z.strictObject({
  retired: z.boolean({ message: "retired must be true or false" }),
});
