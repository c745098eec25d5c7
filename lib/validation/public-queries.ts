import "./zod-config";
import { z } from "zod";

/** `GET /api/parts`: `sort=1` lists the newest first (the contract's only sort). */
export const partsQuerySchema = z.object({
  sort: z
    .enum(["1", "-1"], { message: "sort must be 1 (newest first) or -1 (oldest first)" })
    .optional(),
});
